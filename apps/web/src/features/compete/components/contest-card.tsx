// A competition card: type, status, title, description, difficulty, category, start (IST), real
// participants, prize, up to three tags, the action button and, once registered for a live contest,
// links to its problem set.
import { Link } from 'react-router';
import { BarChart3, CalendarDays, Code2, Layers, Trophy, Users } from 'lucide-react';
import type { Contest } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { cn } from '../../../lib/cn.ts';
import {
  DEFAULT_PROBLEM_LANGUAGE,
  MAX_CARD_TAGS,
  TYPE_LABELS,
  actionFor,
  formatPrize,
  formatStart,
  participantsText,
  statusText,
} from './contest-format.ts';

const statusStyles = {
  live: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  upcoming: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
  completed: 'bg-slate-200 text-slate-700 dark:bg-slate-700/60 dark:text-slate-300',
} as const;

interface Props {
  contest: Contest;
  onRegister: (contest: Contest) => void;
  pending: boolean;
  featured?: boolean;
}

export function ContestCard({ contest, onRegister, pending, featured = false }: Props) {
  const action = actionFor(contest);
  const headingId = `contest-${contest._id}`;
  const showProblems = contest.status === 'live' && contest.registered && contest.problems.length > 0;
  return (
    <article
      aria-labelledby={headingId}
      data-testid="contest-card"
      className={cn(
        'flex min-w-0 flex-col rounded-2xl border bg-white p-5 shadow-sm dark:bg-slate-900',
        featured ? 'border-amber-300 dark:border-amber-500/50' : 'border-slate-200 dark:border-slate-800',
      )}
    >
      <div className="flex flex-wrap items-center gap-2 text-xs font-semibold">
        <span className="rounded-full bg-brand-100 px-2.5 py-1 uppercase tracking-wide text-brand-800 dark:bg-brand-500/20 dark:text-brand-200">
          {TYPE_LABELS[contest.type]}
        </span>
        <span className={cn('inline-flex items-center gap-1.5 rounded-full px-2.5 py-1', statusStyles[contest.status])}>
          {contest.status === 'live' && <span className="size-1.5 animate-pulse rounded-full bg-current" aria-hidden="true" />}
          {statusText(contest.status).label}
        </span>
      </div>
      <h3 id={headingId} className="mt-3 text-lg font-semibold leading-snug text-slate-900 dark:text-slate-100">{contest.title}</h3>
      <p className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{contest.description}</p>
      <dl className="mt-4 grid grid-cols-1 gap-x-4 gap-y-1.5 text-sm text-slate-600 min-[420px]:grid-cols-2 dark:text-slate-400">
        <div className="flex items-center gap-2">
          <dt><BarChart3 className="size-4 shrink-0" aria-hidden="true" /><span className="sr-only">Difficulty</span></dt>
          <dd>{contest.difficulty}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt><Layers className="size-4 shrink-0" aria-hidden="true" /><span className="sr-only">Category</span></dt>
          <dd>{contest.category}</dd>
        </div>
        <div className="flex items-center gap-2 min-[420px]:col-span-2">
          <dt><CalendarDays className="size-4 shrink-0" aria-hidden="true" /><span className="sr-only">{contest.status === 'upcoming' ? 'Starts' : 'Started'}</span></dt>
          <dd>{formatStart(contest.startDate)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt><Users className="size-4 shrink-0" aria-hidden="true" /><span className="sr-only">Participants</span></dt>
          <dd data-testid="participants">{participantsText(contest.currentParticipants)}</dd>
        </div>
        <div className="flex items-center gap-2">
          <dt><Trophy className="size-4 shrink-0 text-amber-500" aria-hidden="true" /><span className="sr-only">Prize pool</span></dt>
          <dd className={contest.prizePool > 0 ? 'font-semibold text-slate-900 dark:text-slate-100' : undefined}>{formatPrize(contest.prizePool)}</dd>
        </div>
      </dl>
      {contest.tags.length > 0 && (
        <ul className="mt-4 flex flex-wrap gap-1.5" aria-label="Tags">
          {contest.tags.slice(0, MAX_CARD_TAGS).map((tag) => (
            <li key={tag} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">{tag}</li>
          ))}
        </ul>
      )}
      {showProblems && (
        <div className="mt-4 rounded-xl bg-emerald-50 p-3 dark:bg-emerald-500/10">
          <p className="flex items-center gap-1.5 text-sm font-semibold text-emerald-900 dark:text-emerald-200">
            <Code2 className="size-4" aria-hidden="true" /> Problem set
          </p>
          <ul className="mt-2 space-y-1 text-sm">
            {contest.problems.map((p) => (
              <li key={p.slug}>
                <Link to={`/practice/${DEFAULT_PROBLEM_LANGUAGE}/problem/${p.slug}`} className="text-brand-700 underline-offset-2 hover:underline dark:text-brand-300">
                  {p.title}
                </Link>
                <span className="ml-1 text-xs capitalize text-slate-500 dark:text-slate-400">({p.difficulty})</span>
              </li>
            ))}
          </ul>
        </div>
      )}
      {contest.status === 'upcoming' && contest.registered && contest.problems.length > 0 && (
        <p className="mt-4 text-sm text-slate-600 dark:text-slate-400">
          The problem set ({contest.problems.length} problems) opens here when the contest starts.
        </p>
      )}
      <div className="mt-auto pt-5">
        <Button
          className="w-full"
          variant={action.enabled ? 'primary' : 'secondary'}
          disabled={!action.enabled}
          loading={pending}
          onClick={() => onRegister(contest)}
          aria-label={`${action.label}: ${contest.title}`}
        >
          {action.label}
        </Button>
      </div>
    </article>
  );
}
