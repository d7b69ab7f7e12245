import { cn } from '../../../lib/cn.ts';

const TONES: Record<string, string> = {
  easy: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  beginner: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  medium: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  intermediate: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  hard: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-300',
  advanced: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-300',
  expert: 'bg-violet-100 text-violet-800 dark:bg-violet-500/15 dark:text-violet-300',
};

export function DifficultyBadge({ level }: { level: string }) {
  return (
    <span className={cn('inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold capitalize', TONES[level] ?? TONES.medium)}>
      {level}
    </span>
  );
}
