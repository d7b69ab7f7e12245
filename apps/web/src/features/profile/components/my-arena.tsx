// "Challenge arena": my points, rank and badge on the leaderboard, and my progress in each weekly challenge.
import { Trophy } from 'lucide-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { useMyArena } from '../api/get-my-arena.ts';
import { ProfileSection } from './section.tsx';

const linkClass = 'text-sm font-medium text-brand-600 hover:underline dark:text-brand-400';

export function MyArena({ userId }: { userId: string }) {
  const q = useMyArena(userId);
  const data = q.data;
  return (
    <ProfileSection id="my-arena" title="Challenge arena" state={q.status} onRetry={() => q.refetch()}>
      {data && data.entry.totalPoints === 0 ? (
        <EmptyState
          icon={<Trophy className="size-10" />}
          title="No points yet"
          description="Tick off tasks in the weekly robotics challenges to earn points and a place on the leaderboard."
          action={<Link to="/practice/robotics-challenge" className={linkClass}>See the challenges</Link>}
        />
      ) : data ? (
        <>
          <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
            {[
              ['Points', String(data.entry.totalPoints)],
              ['Rank', data.entry.rank === null ? '–' : `#${data.entry.rank}`],
              ['Badge', data.entry.badge],
              ['Challenges completed', String(data.entry.totalChallengesCompleted)],
            ].map(([label, value]) => (
              <div key={label} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <dt className="text-xs text-slate-600 dark:text-slate-400">{label}</dt>
                <dd className="mt-1 text-2xl font-bold tabular-nums">{value}</dd>
              </div>
            ))}
          </dl>
          <ul className="mt-4 space-y-3">
            {data.challenges.map((c) => {
              const done = c.completedQuestions;
              const percent = c.questions > 0 ? Math.min(100, Math.round((done / c.questions) * 100)) : 0;
              return (
                <li key={c.slug} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                  <div className="flex flex-wrap items-baseline justify-between gap-2">
                    <Link to={`/practice/robotics-challenge/${c.slug}`} className="font-medium hover:underline">{c.name}</Link>
                    <span className="text-sm text-slate-600 dark:text-slate-400">
                      {done} of {c.questions} tasks · {c.earnedPoints} of {c.totalPoints} points
                    </span>
                  </div>
                  <div
                    role="progressbar"
                    aria-label={`${c.name} progress`}
                    aria-valuemin={0}
                    aria-valuemax={100}
                    aria-valuenow={percent}
                    className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
                  >
                    <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
                  </div>
                </li>
              );
            })}
          </ul>
          <p className="mt-3"><Link to="/leaderboard" className={linkClass}>Open the leaderboard</Link></p>
        </>
      ) : null}
    </ProfileSection>
  );
}
