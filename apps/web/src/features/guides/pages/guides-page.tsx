// /roboguide and /roboguide/{category}: the guides library with filters, search, popular panel,
// tips and statistics. Filter and search changes reload after 500 ms and go back to page 1.
import { useState } from 'react';
import { AlertTriangle, Search } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { GUIDE_CATEGORIES, GUIDE_DIFFICULTIES, GUIDE_MESSAGES, GUIDES_SEARCH_DEBOUNCE_MS, guideCategorySchema, type GuideCategory } from '@robo/contracts';
import { Button, buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useGuides } from '../api/get-guides.ts';
import { GuideCard } from '../components/guide-card.tsx';
import { CATEGORY_LABELS } from '../components/labels.ts';
import { Pager } from '../components/pagination.tsx';
import { PopularPanel } from '../components/popular-panel.tsx';
import { StatsRow } from '../components/stats-row.tsx';
import { Tips } from '../components/tips.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';

export default function GuidesPage() {
  const { slug } = useParams();
  if (slug === undefined) return <GuidesLibrary category={undefined} />;
  const parsed = guideCategorySchema.safeParse(slug);
  if (!parsed.success) return <CategoryNotFound />;
  return <GuidesLibrary category={parsed.data} />;
}

function CategoryNotFound() {
  return (
    <Container className="py-16">
      <EmptyState
        icon={<AlertTriangle className="size-10" />}
        title={GUIDE_MESSAGES.categoryNotFound}
        description={`Guides are grouped as ${GUIDE_CATEGORIES.map((c) => CATEGORY_LABELS[c]).join(', ')}.`}
        action={<Link to="/roboguide" className={buttonLinkClass()}>All Guides</Link>}
      />
    </Container>
  );
}

function GuidesLibrary({ category }: { category: GuideCategory | undefined }) {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  const [difficulty, setDifficulty] = useState('');
  const filters = useDebounced({ category, difficulty, search: search.trim() }, GUIDES_SEARCH_DEBOUNCE_MS);
  const filterKey = JSON.stringify(filters);
  // The page belongs to the filters it was chosen under: new filters start again at page 1.
  const [paged, setPaged] = useState({ key: filterKey, page: 1 });
  // Adjusting state while rendering (React's pattern for "reset when an input changes"): coming
  // back to earlier filters must not bring back the page chosen under them.
  if (paged.key !== filterKey) setPaged({ key: filterKey, page: 1 });
  const page = paged.key === filterKey ? paged.page : 1;
  const guides = useGuides({
    category: filters.category,
    difficulty: (filters.difficulty || undefined) as (typeof GUIDE_DIFFICULTIES)[number] | undefined,
    search: filters.search || undefined,
    page,
  });
  const setPage = (next: number) => {
    setPaged({ key: filterKey, page: next });
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <Container className="py-10">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight">{category ? `${CATEGORY_LABELS[category]} Guides` : 'All Guides'}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">Step-by-step robotics guides with code you can run: ROS 2, SLAM, OpenCV, hardware and debugging.</p>
      </header>
      <StatsRow />
      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div>
          <div role="search" className="grid gap-3 sm:grid-cols-[1fr_12rem_12rem]">
            <label className="relative">
              <span className="sr-only">Search guides</span>
              <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
              <input type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search guides..." className={`${inputClass} pl-9`} />
            </label>
            <label>
              <span className="sr-only">Category</span>
              <select
                className={inputClass}
                value={category ?? ''}
                onChange={(e) => navigate(e.target.value ? `/roboguide/${e.target.value}` : '/roboguide')}
              >
                <option value="">All categories</option>
                {GUIDE_CATEGORIES.map((c) => <option key={c} value={c}>{CATEGORY_LABELS[c]}</option>)}
              </select>
            </label>
            <label>
              <span className="sr-only">Difficulty</span>
              <select className={inputClass} value={difficulty} onChange={(e) => setDifficulty(e.target.value)}>
                <option value="">All levels</option>
                {GUIDE_DIFFICULTIES.map((d) => <option key={d} value={d}>{d}</option>)}
              </select>
            </label>
          </div>

          <div className="mt-6" aria-busy={guides.isFetching}>
            {guides.isPending ? (
              <PageLoader label="Loading guides..." />
            ) : guides.isError ? (
              <div role="alert" className="flex flex-col items-start gap-3 rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200 sm:flex-row sm:items-center sm:justify-between">
                <p className="flex items-center gap-2"><AlertTriangle className="size-4" aria-hidden="true" /> {guides.error.message}</p>
                <Button variant="secondary" size="sm" onClick={() => guides.refetch()}>Try again</Button>
              </div>
            ) : guides.data.data.length === 0 ? (
              <EmptyState title={GUIDE_MESSAGES.empty} description="Try another search word or clear the filters." />
            ) : (
              <>
                <p className="mb-4 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
                  {guides.data.pagination.total} {guides.data.pagination.total === 1 ? 'guide' : 'guides'}
                </p>
                <ul className="grid gap-4 sm:grid-cols-2">
                  {guides.data.data.map((g) => <li key={g._id} className="flex [&>article]:flex-1"><GuideCard guide={g} /></li>)}
                </ul>
                <Pager page={page} pages={guides.data.pagination.pages} onPage={setPage} />
              </>
            )}
          </div>
        </div>
        <aside className="space-y-6">
          <PopularPanel />
          <Tips />
        </aside>
      </div>
    </Container>
  );
}
