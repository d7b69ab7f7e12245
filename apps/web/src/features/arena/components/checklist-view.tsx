// The weekly question checklists of one challenge with overall progress (spec §2.6). Guests see the
// tasks but are asked to log in before a tick can earn points.
import { useState } from 'react';
import { Link } from 'react-router';
import { Award, LogIn } from 'lucide-react';
import type { Challenge } from '@robo/contracts';
import { checklistPercent } from '../hooks/checklist.ts';
import { ProgressBar } from './progress-bar.tsx';

export interface ChecklistViewProps {
  challenge: Challenge;
  checked: ReadonlySet<string>;
  isLoggedIn: boolean;
  /** The question whose completion is being sent. */
  pendingId: string | null;
  onToggle(questionId: string, checked: boolean): void;
}

export function ChecklistView({ challenge, checked, isLoggedIn, pendingId, onToggle }: ChecklistViewProps) {
  const [askLogin, setAskLogin] = useState(false);
  const ids = challenge.weeks.flatMap((w) => w.questions.map((q) => q.id));
  const ticked = ids.filter((id) => checked.has(id)).length;

  return (
    <div>
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">{challenge.name}</h1>
      <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">{challenge.description}</p>

      <section aria-label="Overall progress" className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 className="font-semibold text-slate-900 dark:text-slate-100">Overall progress</h2>
          <p className="text-sm text-slate-600 dark:text-slate-400">
            <span data-testid="ticked-count" className="font-semibold text-slate-900 dark:text-slate-100">{ticked}</span> of {ids.length} tasks ticked
          </p>
        </div>
        <div className="mt-3"><ProgressBar percent={checklistPercent(checked, ids)} label="Challenge progress" /></div>
        <p className="mt-3 flex items-center gap-1.5 text-sm text-slate-700 dark:text-slate-300">
          <Award className="size-4 text-amber-500" aria-hidden="true" />
          {isLoggedIn ? (
            <span>
              Points earned: <span data-testid="earned-points" className="font-semibold">{challenge.earnedPoints}</span> of {challenge.totalPoints}
            </span>
          ) : (
            <span>{challenge.totalPoints} points to earn</span>
          )}
        </p>
      </section>

      {!isLoggedIn && (
        <div role={askLogin ? 'alert' : undefined} className="mt-4 flex flex-wrap items-center gap-3 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100">
          <LogIn className="size-4" aria-hidden="true" />
          <span>{askLogin ? 'Please log in to earn points for this task.' : 'Log in to tick tasks and earn points.'}</span>
          <Link to="/login" className="font-semibold underline underline-offset-2">Log in</Link>
        </div>
      )}

      <ol className="mt-6 space-y-6">
        {challenge.weeks.map((week) => {
          const weekIds = week.questions.map((q) => q.id);
          const weekDone = weekIds.filter((id) => checked.has(id)).length;
          return (
            <li key={week.week} className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-lg font-semibold text-slate-900 dark:text-slate-100">Week {week.week}: {week.title}</h2>
                <span className="text-sm text-slate-500 dark:text-slate-400">{week.duration} · {weekDone}/{weekIds.length}</span>
              </div>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{week.description}</p>
              <ul className="mt-4 space-y-2">
                {week.questions.map((q) => {
                  const id = `q-${q.id}`;
                  const isChecked = checked.has(q.id);
                  return (
                    <li key={q.id} className="flex items-start gap-3 rounded-xl p-2 hover:bg-slate-50 dark:hover:bg-slate-800/60">
                      <input
                        id={id}
                        type="checkbox"
                        checked={isChecked}
                        disabled={pendingId === q.id}
                        onChange={(e) => {
                          if (!isLoggedIn) {
                            setAskLogin(true);
                            return;
                          }
                          onToggle(q.id, e.target.checked);
                        }}
                        className="mt-1 size-4 shrink-0 accent-brand-600"
                      />
                      <label htmlFor={id} className="min-w-0 flex-1 text-sm text-slate-800 dark:text-slate-200">
                        <span className={isChecked ? 'text-slate-500 line-through dark:text-slate-400' : ''}>{q.question}</span>
                      </label>
                      <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-800 dark:bg-amber-900/50 dark:text-amber-200">
                        {q.points} pts
                      </span>
                    </li>
                  );
                })}
              </ul>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
