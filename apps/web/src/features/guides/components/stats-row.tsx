// Statistics row: real totals from the database. Failures are only logged (spec §8), so the row hides.
import { useEffect } from 'react';
import { useGuideStatistics } from '../api/get-guide-statistics.ts';
import { CATEGORY_LABELS } from './labels.ts';

export function StatsRow() {
  const stats = useGuideStatistics();
  useEffect(() => {
    if (stats.error) console.error('Guide statistics failed', stats.error);
  }, [stats.error]);
  if (!stats.data) return null;
  const s = stats.data.data;
  const tiles = [
    { label: 'Guides', value: s.totalGuides },
    { label: 'Total views', value: s.totalViews },
    ...s.categoryStats.map((c) => ({ label: CATEGORY_LABELS[c.category], value: c.count })),
  ];
  return (
    <dl aria-label="Guide statistics" className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
      {tiles.map((t) => (
        <div key={t.label} className="rounded-xl border border-slate-200 bg-white px-4 py-3 dark:border-slate-800 dark:bg-slate-900">
          <dt className="text-xs text-slate-500 dark:text-slate-400">{t.label}</dt>
          <dd className="text-xl font-bold">{t.value.toLocaleString('en-IN')}</dd>
        </div>
      ))}
    </dl>
  );
}
