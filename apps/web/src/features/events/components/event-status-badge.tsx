import type { EventStatus } from '@robo/contracts';
import { cn } from '../../../lib/cn.ts';
import { capitalise } from './event-status.ts';

const styles: Record<EventStatus, string> = {
  published: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  draft: 'bg-slate-200 text-slate-700 dark:bg-slate-700/60 dark:text-slate-200',
  cancelled: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-300',
  completed: 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-300',
};

export function EventStatusBadge({ status, className }: { status: EventStatus; className?: string }) {
  return (
    <span className={cn('inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold', styles[status], className)}>
      {capitalise(status)}
    </span>
  );
}
