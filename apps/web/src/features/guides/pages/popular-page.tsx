// /roboguide/popular: the most viewed and liked guides, no filters.
import { AlertTriangle } from 'lucide-react';
import { GUIDE_MESSAGES } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { usePopularGuides } from '../api/get-popular-guides.ts';
import { GuideCard } from '../components/guide-card.tsx';

const POPULAR_PAGE_SIZE = 12;

export default function PopularGuidesPage() {
  const popular = usePopularGuides(POPULAR_PAGE_SIZE);
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold tracking-tight">Popular Guides</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Most viewed and liked robotics guides</p>
      <div className="mt-8">
        {popular.isPending ? (
          <PageLoader label="Loading guides..." />
        ) : popular.isError ? (
          <div role="alert" className="flex items-center justify-between gap-3 rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200">
            <p className="flex items-center gap-2"><AlertTriangle className="size-4" aria-hidden="true" /> {popular.error.message}</p>
            <Button variant="secondary" size="sm" onClick={() => popular.refetch()}>Try again</Button>
          </div>
        ) : popular.data.data.length === 0 ? (
          <EmptyState title={GUIDE_MESSAGES.empty} />
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {popular.data.data.map((g) => <li key={g._id} className="flex [&>article]:flex-1"><GuideCard guide={g} /></li>)}
          </ul>
        )}
      </div>
    </Container>
  );
}
