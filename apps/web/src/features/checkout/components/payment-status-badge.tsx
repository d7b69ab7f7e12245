import { cn } from '../../../lib/cn.ts';

const styles: Record<string, string> = {
  completed: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-950 dark:text-emerald-300',
  pending: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-300',
  failed: 'bg-rose-100 text-rose-800 dark:bg-rose-950 dark:text-rose-300',
  refunded: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
};

/** Status pill; an unknown status is styled as pending (spec part 2 §4). */
export function PaymentStatusBadge({ status }: { status: string }) {
  return <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize', styles[status] ?? styles.pending)}>{status}</span>;
}
