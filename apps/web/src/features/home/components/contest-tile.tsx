// The "Live contests" tile of the home page: the real live (or next) competition from the API, with
// its own loading, error and empty states.
import { Link } from 'react-router';
import { ArrowRight, Trophy, Users } from 'lucide-react';
import { CONTEST_STATUS_TEXT } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { useHomeContest } from '../api/get-home-contest.ts';

const when = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

export function ContestTile() {
  const contest = useHomeContest();
  return (
    <div className="rounded-2xl border border-slate-200 p-6 dark:border-slate-800" data-testid="home-contest-tile">
      <Trophy className="size-8 text-amber-500" aria-hidden="true" />
      <h3 className="mt-3 font-semibold">Live contests</h3>
      {contest.isPending ? (
        <div aria-busy="true" aria-label="Loading contests" className="mt-2 space-y-2">
          <div className="h-4 w-3/4 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
          <div className="h-4 w-1/2 animate-pulse rounded bg-slate-100 dark:bg-slate-800" />
        </div>
      ) : contest.isError ? (
        <div role="alert" className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          <p>Could not load contests right now.</p>
          <Button variant="secondary" size="sm" className="mt-2" onClick={() => contest.refetch()}>Try again</Button>
        </div>
      ) : contest.data ? (
        <div className="mt-1">
          <p className={`text-xs font-semibold uppercase tracking-wide ${contest.data.status === 'live' ? 'text-emerald-700 dark:text-emerald-400' : 'text-sky-700 dark:text-sky-400'}`}>
            {CONTEST_STATUS_TEXT[contest.data.status].label}
          </p>
          <p className="mt-1 font-medium text-slate-900 dark:text-slate-100">{contest.data.title}</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            {contest.data.status === 'live' ? 'Ends' : 'Starts'} {when.format(new Date(contest.data.status === 'live' ? contest.data.endDate : contest.data.startDate))} IST
            {' · '}{contest.data.category} · {contest.data.difficulty}
          </p>
          <p className="mt-1 flex flex-wrap items-center gap-x-3 text-sm text-slate-600 dark:text-slate-400">
            <span className="inline-flex items-center gap-1"><Users className="size-3.5" aria-hidden="true" /> {contest.data.currentParticipants} registered</span>
            {contest.data.prizePool > 0 && <span>Prize pool {rupees.format(contest.data.prizePool)}</span>}
          </p>
        </div>
      ) : (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">No contest is live or scheduled right now. Coding practice is always open.</p>
      )}
      <Link to="/compete" className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">
        See all competitions <ArrowRight className="size-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
