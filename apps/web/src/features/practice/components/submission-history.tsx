// The caller's recent submissions of a problem (submit and run), newest first.
import { SUBMISSION_STATUSES } from '@robo/contracts';
import { formatDate } from '../../../lib/format.ts';
import { useMySubmissions } from '../api/get-my-submissions.ts';
import { verdictText } from '../lib/code-checks.ts';

const NAMES = { cpp: 'C++', c: 'C', python: 'Python' } as const;

// Refreshed after each verdict: useJudge invalidates every ['practice', …] query.
export function SubmissionHistory({ problemId }: { problemId: string }) {
  const history = useMySubmissions(problemId, true);
  if (history.isPending) return null;
  if (history.isError) return <p className="text-sm text-rose-600 dark:text-rose-400">{history.error.message}</p>;
  const rows = history.data.data.filter((s) => s.mode === 'submit');
  if (rows.length === 0) return null;
  return (
    <section aria-label="Your submissions" className="rounded-lg border border-slate-200 dark:border-slate-800">
      <h3 className="border-b border-slate-200 px-3 py-2 text-sm font-semibold dark:border-slate-800">Your submissions</h3>
      <ul className="divide-y divide-slate-200 text-sm dark:divide-slate-800">
        {rows.map((s) => {
          const known = (SUBMISSION_STATUSES as readonly string[]).includes(s.status) && s.status !== 'pending' && s.status !== 'running';
          const text = known ? verdictText(s.status, 'submit', false) : null;
          return (
            <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
              <span className={text?.tone === 'success' ? 'font-medium text-emerald-700 dark:text-emerald-400' : 'font-medium text-slate-700 dark:text-slate-300'}>
                {text ? text.title : 'Judging…'}
              </span>
              <span className="text-xs text-slate-500 dark:text-slate-400">
                {NAMES[s.language]} · {s.testCasesPassed}/{s.totalTestCases} tests
                {s.runtime !== null ? ` · ${s.runtime} ms` : ''} · {formatDate(s.createdAt)}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
