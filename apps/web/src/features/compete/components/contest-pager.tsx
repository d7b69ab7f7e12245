import { Button } from '../../../components/ui/button.tsx';

/** Previous / Next with the page position, driven by the list's pagination answer. */
export function ContestPager({ current, total, onPage }: { current: number; total: number; onPage: (page: number) => void }) {
  if (total <= 1) return null;
  return (
    <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-4">
      <Button variant="secondary" disabled={current <= 1} onClick={() => onPage(current - 1)}>Previous</Button>
      <span className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite">Page {current} of {total}</span>
      <Button variant="secondary" disabled={current >= total} onClick={() => onPage(current + 1)}>Next</Button>
    </nav>
  );
}
