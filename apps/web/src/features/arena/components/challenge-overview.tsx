// Default view: the challenges with my overall progress and points, each linking to its checklist.
import { Link } from 'react-router';
import { ArrowRight, Award } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useChallenges } from '../api/get-challenges.ts';
import { ARENA_BASE } from './arena-layout.tsx';
import { LoadError } from './load-error.tsx';
import { ProgressBar } from './progress-bar.tsx';

const percent = (done: number, total: number) => (total === 0 ? 0 : Math.round((done / total) * 100));

export function ChallengeOverview() {
  const { user, isLoggedIn } = useSession();
  const challenges = useChallenges(user?.id ?? null);

  if (challenges.isPending) return <PageLoader label="Loading challenges..." />;
  if (challenges.isError) return <LoadError onRetry={() => challenges.refetch()} detail={challenges.error.message} />;
  const list = challenges.data.data;
  if (list.length === 0) return <EmptyState title="No challenges yet" description="Challenges will appear here once they are published." />;

  const done = list.reduce((n, c) => n + c.completedQuestions, 0);
  const total = list.reduce((n, c) => n + c.questions, 0);
  const earned = list.reduce((n, c) => n + c.earnedPoints, 0);
  const available = list.reduce((n, c) => n + c.totalPoints, 0);

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">Robotics Challenges</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
        Four-week checklists of hands-on tasks. Tick a task when you have done it to earn its points and climb the leaderboard.
      </p>

      <section aria-label="Your overall progress" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        {isLoggedIn ? (
          <>
            <div className="flex flex-wrap items-baseline justify-between gap-2">
              <h2 className="font-semibold text-slate-900 dark:text-slate-100">Your overall progress</h2>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                <span className="font-semibold text-slate-900 dark:text-slate-100">{done}</span> of {total} tasks ·{' '}
                <span className="font-semibold text-slate-900 dark:text-slate-100" data-testid="overall-points">{earned}</span> of {available} points
              </p>
            </div>
            <div className="mt-3"><ProgressBar percent={percent(done, total)} label="Overall challenge progress" /></div>
          </>
        ) : (
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <Link to="/login" className="font-semibold text-brand-600 underline-offset-2 hover:underline dark:text-brand-400">Log in</Link> to track your progress and earn points.
          </p>
        )}
      </section>

      <ul className="mt-6 grid gap-5 md:grid-cols-2 lg:grid-cols-3">
        {list.map((c) => (
          <li key={c.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
            <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">{c.name}</h2>
            <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-400">{c.description}</p>
            <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
              {c.weeks} weeks · {c.questions} tasks · <Award className="inline size-4 align-[-3px] text-amber-500" aria-hidden="true" /> {c.totalPoints} points
            </p>
            {isLoggedIn && (
              <div className="mt-3">
                <ProgressBar percent={percent(c.completedQuestions, c.questions)} label={`${c.name} progress`} />
                <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">{c.completedQuestions} of {c.questions} done · {c.earnedPoints} points earned</p>
              </div>
            )}
            <Link to={`${ARENA_BASE}/${c.slug}`} aria-label={`Open checklist: ${c.name}`} className="mt-4 inline-flex items-center gap-1 self-start rounded text-sm font-semibold text-brand-600 hover:underline focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-brand-400">
              Open checklist <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
