// "Practice": problems solved on the judge, by difficulty, and the latest submissions.
import { Code2 } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useMyPractice } from '../api/get-my-practice.ts';
import { ProfileSection } from './section.tsx';

const STATUS_LABEL: Record<string, string> = {
  accepted: 'Accepted',
  wrong_answer: 'Wrong answer',
  compilation_error: 'Compilation error',
  runtime_error: 'Runtime error',
  time_limit_exceeded: 'Time limit exceeded',
  memory_limit_exceeded: 'Memory limit exceeded',
  running: 'Running',
};
const LANGUAGE_LABEL: Record<string, string> = { cpp: 'C++', c: 'C', python: 'Python' };

export function MyPractice() {
  const q = useMyPractice();
  const data = q.data?.data;
  return (
    <ProfileSection id="my-practice" title="Practice" state={q.status} onRetry={() => q.refetch()}>
      {data && data.submissions === 0 ? (
        <EmptyState
          icon={<Code2 className="size-10" />}
          title="No submissions yet"
          description="Solve robotics problems in C, C++ or Python on the judge; your progress shows here."
          action={<Link to="/practice" className="text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">Start practising</Link>}
        />
      ) : data ? (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['Problems solved', data.solved],
              ['Attempted', data.attempted],
              ['Submissions', data.submissions],
              ['Accepted', data.accepted],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 text-sm text-slate-600 dark:text-slate-400">
            Solved: {data.solvedByDifficulty.easy} easy · {data.solvedByDifficulty.medium} medium · {data.solvedByDifficulty.hard} hard
          </p>
          {data.recent.length > 0 && (
            <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200 dark:divide-slate-800 dark:border-slate-800">
              {data.recent.map((s) => (
                <li key={`${s.problemSlug}-${s.createdAt}`} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                  <span className="font-medium">{s.title}</span>
                  <span className="text-slate-500 dark:text-slate-400">
                    {LANGUAGE_LABEL[s.language] ?? s.language} · {STATUS_LABEL[s.status] ?? 'Error'} · {formatDate(s.createdAt)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </>
      ) : null}
    </ProfileSection>
  );
}
