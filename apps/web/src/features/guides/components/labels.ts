// Display names and badge colours of guide categories and difficulties.
import type { GuideCategory } from '@robo/contracts';

export const CATEGORY_LABELS: Record<GuideCategory, string> = {
  slam: 'SLAM',
  hardware: 'Hardware',
  software: 'Software',
  troubleshooting: 'Troubleshooting',
  'best-practices': 'Best Practices',
};

export const DIFFICULTY_BADGE: Record<string, string> = {
  Beginner: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-500/15 dark:text-emerald-300',
  Intermediate: 'bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-300',
  Advanced: 'bg-rose-100 text-rose-800 dark:bg-rose-500/15 dark:text-rose-300',
};

export const CATEGORY_BADGE = 'bg-brand-50 text-brand-700 dark:bg-brand-500/15 dark:text-brand-300';
