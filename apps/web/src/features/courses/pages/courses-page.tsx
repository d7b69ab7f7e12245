// /courses: the catalogue with search (debounced), category, level and sort filters and pagination,
// all answered by the server.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { BookOpen, CheckCircle2, Clock, Search } from 'lucide-react';
import { COURSE_LEVELS, COURSE_SORTS, type CourseListQuery } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useCourses } from '../api/get-courses.ts';
import { CoursePrice } from '../components/course-price.tsx';

const SEARCH_DEBOUNCE_MS = 300;
const PAGE_SIZE = 9;
const sortLabels: Record<(typeof COURSE_SORTS)[number], string> = {
  title: 'Title A–Z',
  popular: 'Most lessons',
  newest: 'Newest',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
};

export default function CoursesPage() {
  const { user } = useSession();
  const [searchText, setSearchText] = useState('');
  const [filters, setFilters] = useState<CourseListQuery>({ page: 1, limit: PAGE_SIZE, sort: 'title' });
  useEffect(() => {
    const timer = setTimeout(() => setFilters((f) => (f.search === (searchText.trim() || undefined) ? f : { ...f, search: searchText.trim() || undefined, page: 1 })), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);
  const courses = useCourses(filters, user?.id ?? null);
  const set = (patch: Partial<CourseListQuery>) => setFilters((f) => ({ ...f, ...patch, page: 1 }));
  const selectClass = `${inputClass} sm:w-48`;

  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold">Courses</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Hands-on robotics courses taught by practising engineers. Lifetime access, learn at your pace.</p>
      <form role="search" onSubmit={(e) => e.preventDefault()} className="mt-6 flex flex-col gap-3 sm:flex-row">
        <label className="relative flex-1">
          <span className="sr-only">Search courses</span>
          <Search className="pointer-events-none absolute left-3 top-2.5 size-4 text-slate-400" aria-hidden="true" />
          <input type="search" value={searchText} onChange={(e) => setSearchText(e.target.value)} placeholder="Search courses, topics or instructors" className={`${inputClass} pl-9`} />
        </label>
        <label>
          <span className="sr-only">Category</span>
          <select value={filters.category ?? ''} onChange={(e) => set({ category: e.target.value || undefined })} className={selectClass}>
            <option value="">All categories</option>
            {courses.data?.data.categories.map((c) => <option key={c} value={c}>{c}</option>)}
          </select>
        </label>
        <label>
          <span className="sr-only">Level</span>
          <select value={filters.level ?? ''} onChange={(e) => set({ level: (e.target.value || undefined) as CourseListQuery['level'] })} className={selectClass}>
            <option value="">All levels</option>
            {COURSE_LEVELS.map((l) => <option key={l} value={l}>{l}</option>)}
          </select>
        </label>
        <label>
          <span className="sr-only">Sort by</span>
          <select value={filters.sort} onChange={(e) => set({ sort: e.target.value as CourseListQuery['sort'] })} className={selectClass}>
            {COURSE_SORTS.map((s) => <option key={s} value={s}>{sortLabels[s]}</option>)}
          </select>
        </label>
      </form>

      <div className="mt-8">
        {courses.isPending ? (
          <PageLoader label="Loading courses..." />
        ) : courses.isError ? (
          <div role="alert" className="rounded-xl border border-rose-300 p-6 dark:border-rose-900">
            <p className="text-rose-600 dark:text-rose-400">{courses.error.message || 'Failed to load courses'}</p>
            <Button className="mt-4" onClick={() => courses.refetch()}>Try again</Button>
          </div>
        ) : courses.data.data.courses.length === 0 ? (
          <EmptyState title="No courses found" description="Try another search or clear the filters." />
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-500 dark:text-slate-400" aria-live="polite">
              {courses.data.data.pagination.total} {courses.data.data.pagination.total === 1 ? 'course' : 'courses'}
            </p>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {courses.data.data.courses.map((c) => (
                <li key={c.id} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm dark:border-slate-800 dark:bg-slate-900">
                  <img src={c.thumbnail} alt="" className="aspect-video w-full bg-slate-100 object-cover dark:bg-slate-800" loading="lazy" />
                  <div className="flex flex-1 flex-col p-5">
                    <p className="text-xs font-medium uppercase tracking-wide text-brand-600 dark:text-brand-400">{c.category} · {c.level}</p>
                    <h2 className="mt-1 font-semibold">
                      <Link to={`/courses/${c.id}`} className="hover:underline">{c.title}</Link>
                    </h2>
                    <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">{c.instructor}</p>
                    <p className="mt-3 flex gap-4 text-xs text-slate-500 dark:text-slate-400">
                      <span className="flex items-center gap-1"><Clock className="size-3.5" aria-hidden="true" /> {c.durationHours} h</span>
                      <span className="flex items-center gap-1"><BookOpen className="size-3.5" aria-hidden="true" /> {c.lessonCount} lessons</span>
                    </p>
                    <div className="mt-auto pt-4">
                      {c.enrolled ? (
                        <span className="flex items-center gap-1 text-sm font-medium text-emerald-600 dark:text-emerald-400"><CheckCircle2 className="size-4" aria-hidden="true" /> Enrolled</span>
                      ) : (
                        <CoursePrice price={c.price} discountPrice={c.discountPrice} />
                      )}
                    </div>
                  </div>
                </li>
              ))}
            </ul>
            {courses.data.data.pagination.pages > 1 && (
              <nav aria-label="Pagination" className="mt-8 flex items-center justify-center gap-3">
                <Button variant="secondary" disabled={(filters.page ?? 1) <= 1} onClick={() => setFilters((f) => ({ ...f, page: Number(f.page ?? 1) - 1 }))}>Previous</Button>
                <span className="text-sm">Page {courses.data.data.pagination.page} of {courses.data.data.pagination.pages}</span>
                <Button variant="secondary" disabled={courses.data.data.pagination.page >= courses.data.data.pagination.pages} onClick={() => setFilters((f) => ({ ...f, page: Number(f.page ?? 1) + 1 }))}>Next</Button>
              </nav>
            )}
          </>
        )}
      </div>
    </Container>
  );
}
