// /compete: hero with the real number of competitions, search and filters (status, difficulty,
// category), type tabs with real counts, the featured pair, a card grid and pagination. Filters live in
// the URL so a reload keeps them; changing one goes back to page 1.
import { useEffect, useState } from 'react';
import { AlertTriangle, Search, Trophy } from 'lucide-react';
import {
  CONTEST_CATEGORIES,
  CONTEST_DIFFICULTIES,
  CONTEST_MESSAGES,
  CONTEST_PAGE_SIZE,
  CONTEST_STATUSES,
  CONTEST_TYPES,
  type Contest,
  type ContestCategory,
  type ContestDifficulty,
  type ContestListQuery,
  type ContestStatus,
  type ContestType,
} from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useFilterParams } from '../../../lib/use-filter-params.ts';
import { useContests } from '../api/get-contests.ts';
import { useFeaturedContests } from '../api/get-featured-contests.ts';
import { useRegisterForContest } from '../api/register-contest.ts';
import { ContestCard } from '../components/contest-card.tsx';
import { STATUS_FILTER_LABELS, TAB_LABELS, refilter } from '../components/contest-format.ts';
import { ContestPager } from '../components/contest-pager.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';

const SEARCH_DEBOUNCE_MS = 400;
const BASE_QUERY = { page: 1, limit: CONTEST_PAGE_SIZE, sortBy: 'startDate', order: 'asc' } as const;
type Tab = ContestType | 'all';

const oneOf = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  list.includes(value as T) ? (value as T) : undefined;

/** The spec's two texts: the server answered with an error, or the request never got through. */
export function contestErrorMessage(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 ? CONTEST_MESSAGES.fetchFailed : CONTEST_MESSAGES.fetchFailedLater;
}

export default function CompetePage() {
  const { params, update, replace: write } = useFilterParams();
  const status = oneOf<ContestStatus>(CONTEST_STATUSES, params.get('status'));
  const difficulty = oneOf<ContestDifficulty>(CONTEST_DIFFICULTIES, params.get('difficulty'));
  const category = oneOf<ContestCategory>(CONTEST_CATEGORIES, params.get('category'));
  const type = oneOf<ContestType>(CONTEST_TYPES, params.get('type'));
  const page = Math.max(1, Math.floor(Number(params.get('page'))) || 1);
  const urlSearch = params.get('search') ?? '';
  const [search, setSearch] = useState(urlSearch);
  const debouncedSearch = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);

  useEffect(() => {
    if (urlSearch !== debouncedSearch) update({ search: debouncedSearch });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch]);

  const query: ContestListQuery = { ...BASE_QUERY, page, search: urlSearch || undefined, status, difficulty, category, type };
  const contests = useContests(query);
  // The unfiltered first page (shared with the list when no filter is set) gives the hero its real total.
  const overall = useContests(BASE_QUERY);
  const featured = useFeaturedContests();
  const registration = useRegisterForContest();
  const toast = useToast();

  const filtered = !!(urlSearch || search || status || difficulty || category);
  const clear = () => {
    setSearch('');
    write(type ? new URLSearchParams({ type }) : new URLSearchParams());
  };

  const register = (contest: Contest) =>
    registration.mutate(contest._id, {
      onSuccess: (updated) =>
        toast.success(
          CONTEST_MESSAGES.registered,
          updated.status === 'live' ? `You have joined ${updated.title}.` : `You are registered for ${updated.title}.`,
        ),
      onError: (err) => toast.error('Registration Failed', err.message || 'Registration failed. Please try again.'),
    });
  const pendingId = registration.isPending ? registration.variables : null;

  const shown = contests.data ? refilter(contests.data.contests, { search: urlSearch, status, difficulty, category, type }) : [];
  const counts = contests.data?.counts;
  const tabs = (['all', ...CONTEST_TYPES] as Tab[]).map((id) => ({
    id,
    label: (
      <>
        {TAB_LABELS[id]}
        {counts && ' '}
        {counts && (
          <span className="ml-1.5 rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums text-slate-700 dark:bg-slate-800 dark:text-slate-300">
            {counts[id]}
          </span>
        )}
      </>
    ),
  }));

  return (
    <>
      <section className="relative overflow-hidden border-b border-slate-200 dark:border-slate-800">
        <div className="absolute inset-0 -z-10 bg-gradient-to-br from-amber-500/15 via-transparent to-brand-600/15" aria-hidden="true" />
        <Container className="py-12 sm:py-16">
          <p className="inline-flex items-center gap-2 text-sm font-semibold uppercase tracking-widest text-amber-600 dark:text-amber-400">
            <Trophy className="size-4" aria-hidden="true" /> Contests, tournaments and challenges
          </p>
          <h1 className="mt-2 text-3xl font-extrabold tracking-tight sm:text-5xl">Compete &amp; Win</h1>
          <p className="mt-4 max-w-2xl text-slate-600 dark:text-slate-300">
            Timed coding contests on robotics algorithms, season-long tournaments and build challenges from across India. Register, solve and climb the rankings.
          </p>
          <p className="mt-4 text-lg font-semibold" aria-live="polite" data-testid="hero-total">
            {overall.data ? `${overall.data.pagination.totalItems} ${overall.data.pagination.totalItems === 1 ? 'competition' : 'competitions'}` : '\u00a0'}
          </p>
        </Container>
      </section>

      <Container className="py-8">
        {(featured.isPending || (featured.data && featured.data.length > 0)) && (
          <section aria-labelledby="featured-heading" className="mb-10">
            <h2 id="featured-heading" className="text-xl font-bold tracking-tight">Featured</h2>
            {featured.isPending ? (
              <div className="mt-4 grid gap-6 md:grid-cols-2" aria-busy="true" aria-label="Loading featured competitions">
                {[0, 1].map((i) => <div key={i} className="h-64 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-900" />)}
              </div>
            ) : (
              <div className="mt-4 grid gap-6 md:grid-cols-2" data-testid="featured">
                {featured.data!.map((c) => (
                  <ContestCard key={c._id} contest={c} featured onRegister={register} pending={pendingId === c._id} />
                ))}
              </div>
            )}
          </section>
        )}

        <form
          role="search"
          aria-label="Filter competitions"
          className="grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] dark:border-slate-800 dark:bg-slate-900"
          onSubmit={(e) => e.preventDefault()}
        >
          <div className="relative">
            <label htmlFor="contest-search" className="sr-only">Search competitions</label>
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
            <input id="contest-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search competitions" className={`${inputClass} pl-9`} />
          </div>
          <div>
            <label htmlFor="contest-status" className="sr-only">Status</label>
            <select id="contest-status" value={status ?? ''} onChange={(e) => update({ status: e.target.value })} className={inputClass}>
              <option value="">All statuses</option>
              {CONTEST_STATUSES.map((s) => <option key={s} value={s}>{STATUS_FILTER_LABELS[s]}</option>)}
            </select>
          </div>
          <div>
            <label htmlFor="contest-difficulty" className="sr-only">Difficulty</label>
            <select id="contest-difficulty" value={difficulty ?? ''} onChange={(e) => update({ difficulty: e.target.value })} className={inputClass}>
              <option value="">All difficulties</option>
              {CONTEST_DIFFICULTIES.map((d) => <option key={d} value={d}>{d}</option>)}
            </select>
          </div>
          <div>
            <label htmlFor="contest-category" className="sr-only">Category</label>
            <select id="contest-category" value={category ?? ''} onChange={(e) => update({ category: e.target.value })} className={inputClass}>
              <option value="">All categories</option>
              {CONTEST_CATEGORIES.map((c) => <option key={c} value={c}>{c}</option>)}
            </select>
          </div>
          <Button variant="ghost" onClick={clear} disabled={!filtered}>Clear filters</Button>
        </form>

        <div className="mt-6">
          <Tabs tabs={tabs} value={type ?? 'all'} onChange={(id) => update({ type: id === 'all' ? undefined : id })} label="Competition types">
            {contests.isPending ? (
              <PageLoader label="Loading competitions..." />
            ) : contests.isError ? (
              <div role="alert" className="flex flex-col items-center rounded-2xl border border-rose-200 bg-rose-50 px-6 py-10 text-center dark:border-rose-900 dark:bg-rose-950/40">
                <AlertTriangle className="size-10 text-rose-500" aria-hidden="true" />
                <h2 className="mt-3 text-lg font-semibold text-rose-900 dark:text-rose-100">{CONTEST_MESSAGES.errorTitle}</h2>
                <p className="mt-1 text-sm text-rose-800 dark:text-rose-200">{contestErrorMessage(contests.error)}</p>
                <Button variant="secondary" className="mt-4" loading={contests.isFetching} onClick={() => contests.refetch()}>
                  {CONTEST_MESSAGES.tryAgain}
                </Button>
              </div>
            ) : (
              <>
                <p className="text-sm text-slate-600 dark:text-slate-400" aria-live="polite" data-testid="results-count">
                  <span className="font-semibold text-slate-900 dark:text-slate-100">{contests.data.pagination.totalItems}</span>{' '}
                  {contests.data.pagination.totalItems === 1 ? 'competition' : 'competitions'} found
                </p>
                {shown.length === 0 ? (
                  <div className="mt-4">
                    {filtered || type ? (
                      <EmptyState
                        title={CONTEST_MESSAGES.empty}
                        description="Try another search, or clear the filters to see every competition."
                        action={<Button variant="secondary" onClick={() => { setSearch(''); write(new URLSearchParams()); }}>Clear filters</Button>}
                      />
                    ) : (
                      <EmptyState title="No competitions yet" description="New contests, tournaments and challenges are announced here." />
                    )}
                  </div>
                ) : (
                  <div className={`mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${contests.isPlaceholderData ? 'opacity-60' : ''}`} data-testid="contest-grid">
                    {shown.map((c) => (
                      <ContestCard key={c._id} contest={c} onRegister={register} pending={pendingId === c._id} />
                    ))}
                  </div>
                )}
                <ContestPager
                  current={contests.data.pagination.current}
                  total={contests.data.pagination.total}
                  onPage={(p) => {
                    update({ page: String(p) });
                    window.scrollTo({ top: 0 });
                  }}
                />
              </>
            )}
          </Tabs>
        </div>
      </Container>
    </>
  );
}
