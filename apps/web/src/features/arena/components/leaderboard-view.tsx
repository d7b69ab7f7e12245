// Leaderboard view (spec §2.6): a podium of the top 3 and the ranked list, plus my own standing.
import { Link } from 'react-router';
import { Crown, Medal, Trophy } from 'lucide-react';
import type { LeaderboardEntry } from '@robo/contracts';
import { buttonLinkClass } from '../../../components/ui/button.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSession } from '../../../lib/session.tsx';
import { useLeaderboard } from '../api/get-leaderboard.ts';
import { useLeaderboardEntry } from '../api/get-leaderboard-entry.ts';
import { ARENA_BASE } from './arena-layout.tsx';
import { LoadError } from './load-error.tsx';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

function Avatar({ entry, size = 'md' }: { entry: Pick<LeaderboardEntry, 'username' | 'avatar'>; size?: 'md' | 'lg' }) {
  const cls = size === 'lg' ? 'size-14 text-xl' : 'size-9 text-sm';
  if (entry.avatar) return <img src={entry.avatar} alt="" className={cn('shrink-0 rounded-full object-cover', cls)} />;
  return (
    <span aria-hidden="true" className={cn('flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-700 dark:bg-indigo-900/60 dark:text-indigo-200', cls)}>
      {entry.username.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}

const badgeStyle: Record<string, string> = {
  Platinum: 'bg-cyan-100 text-cyan-800 dark:bg-cyan-900/50 dark:text-cyan-200',
  Gold: 'bg-amber-100 text-amber-800 dark:bg-amber-900/50 dark:text-amber-200',
  Silver: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
  Bronze: 'bg-orange-100 text-orange-800 dark:bg-orange-900/50 dark:text-orange-200',
  Rookie: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
};

export function BadgePill({ badge }: { badge: string }) {
  return <span className={cn('rounded-full px-2 py-0.5 text-xs font-semibold', badgeStyle[badge] ?? badgeStyle.Rookie)}>{badge}</span>;
}

const podiumStyle = [
  { icon: Crown, ring: 'border-amber-400 dark:border-amber-500', order: 'sm:order-2 sm:-mt-4', label: '1st' },
  { icon: Medal, ring: 'border-slate-400 dark:border-slate-500', order: 'sm:order-1', label: '2nd' },
  { icon: Medal, ring: 'border-orange-400 dark:border-orange-600', order: 'sm:order-3', label: '3rd' },
];

function Podium({ top }: { top: LeaderboardEntry[] }) {
  return (
    <ol aria-label="Top 3" className="grid gap-4 sm:grid-cols-3 sm:items-end">
      {top.map((e, i) => {
        const style = podiumStyle[i]!;
        const Icon = style.icon;
        return (
          <li key={e.userId} className={cn('flex flex-col items-center rounded-2xl border-2 bg-white p-5 text-center dark:bg-slate-900', style.ring, style.order)}>
            <Icon className="size-6 text-amber-500" aria-hidden="true" />
            <span className="sr-only">{style.label}: </span>
            <div className="mt-2"><Avatar entry={e} size="lg" /></div>
            <p className="mt-2 max-w-full truncate font-semibold text-slate-900 dark:text-slate-100">{e.username}</p>
            <p className="text-2xl font-bold text-brand-600 dark:text-brand-400">{e.totalPoints}<span className="ml-1 text-sm font-medium text-slate-500">pts</span></p>
            <div className="mt-1"><BadgePill badge={e.badge} /></div>
          </li>
        );
      })}
    </ol>
  );
}

export function LeaderboardView() {
  const { user } = useSession();
  const board = useLeaderboard();
  const mine = useLeaderboardEntry(user?.id ?? null);

  if (board.isPending) return <PageLoader label="Loading leaderboard..." />;
  if (board.isError) return <LoadError onRetry={() => board.refetch()} detail={board.error.message} />;
  const list = board.data.data.leaderboard;

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">Leaderboard</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">
        Points come from completed challenge tasks. {board.data.data.totalRanked} {board.data.data.totalRanked === 1 ? 'learner has' : 'learners have'} points so far.
      </p>

      {mine.data && (
        <section aria-label="Your standing" className="mt-6 flex flex-wrap items-center gap-4 rounded-2xl border border-indigo-200 bg-brand-50 p-4 dark:border-indigo-900 dark:bg-indigo-950/40">
          <Avatar entry={mine.data.data} />
          <div className="min-w-0 flex-1">
            <p className="font-semibold text-slate-900 dark:text-slate-100">Your standing</p>
            <p className="text-sm text-slate-700 dark:text-slate-300" data-testid="my-standing">
              {mine.data.data.rank ? `Rank #${mine.data.data.rank}` : 'Not ranked yet'} · {mine.data.data.totalPoints} points · {mine.data.data.totalChallengesCompleted} challenges completed
            </p>
          </div>
          <BadgePill badge={mine.data.data.badge} />
        </section>
      )}

      {list.length === 0 ? (
        <div className="mt-6">
          <EmptyState
            icon={<Trophy className="size-10" />}
            title="No one has points yet"
            description="Complete a task in any challenge to be the first on the board."
            action={<Link to={ARENA_BASE} className={buttonLinkClass()}>Browse challenges</Link>}
          />
        </div>
      ) : (
        <>
          <div className="mt-8"><Podium top={list.slice(0, 3)} /></div>
          <div className="mt-8 overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
            <ol aria-label="Ranking" className="divide-y divide-slate-200 dark:divide-slate-800">
              {list.map((e) => (
                <li
                  key={e.userId}
                  data-testid="leaderboard-row"
                  aria-current={e.userId === user?.id ? 'true' : undefined}
                  className={cn('flex items-center gap-3 px-4 py-3', e.userId === user?.id && 'bg-brand-50 dark:bg-indigo-950/40')}
                >
                  <span className="w-10 shrink-0 text-right font-mono text-sm font-semibold text-slate-500 dark:text-slate-400">#{e.rank}</span>
                  <Avatar entry={e} />
                  <div className="min-w-0 flex-1">
                    <p className="truncate font-medium text-slate-900 dark:text-slate-100">
                      {e.username}{e.userId === user?.id && <span className="ml-1 text-xs text-brand-600 dark:text-brand-400">(you)</span>}
                    </p>
                    <p className="text-xs text-slate-500 dark:text-slate-400">
                      {e.totalChallengesCompleted} challenges completed{e.lastActivity && ` · active ${dateFormat.format(new Date(e.lastActivity))}`}
                    </p>
                  </div>
                  <span className="hidden sm:inline"><BadgePill badge={e.badge} /></span>
                  <span className="w-20 shrink-0 text-right font-semibold text-slate-900 dark:text-slate-100">{e.totalPoints} pts</span>
                </li>
              ))}
            </ol>
          </div>
        </>
      )}
    </div>
  );
}
