// /practice/{language}: the problems of a track with search (300 ms debounce), difficulty, status and sort filters.
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { ArrowLeft, CheckCircle2, Circle, Search } from 'lucide-react';
import { PROBLEM_DIFFICULTIES, type ProblemsQuery } from '@robo/contracts';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useProblems } from '../api/get-problems.ts';
import { DifficultyBadge } from '../components/difficulty-badge.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';

export const SEARCH_DEBOUNCE_MS = 300;

type Sort = `${NonNullable<ProblemsQuery['sortBy']>}:${NonNullable<ProblemsQuery['order']>}`;
const SORTS: { value: Sort; label: string }[] = [
  { value: 'difficulty:asc', label: 'Difficulty: easy first' },
  { value: 'difficulty:desc', label: 'Difficulty: hard first' },
  { value: 'acceptance:desc', label: 'Acceptance: highest' },
  { value: 'acceptance:asc', label: 'Acceptance: lowest' },
  { value: 'title:asc', label: 'Title: A–Z' },
  { value: 'title:desc', label: 'Title: Z–A' },
];

export default function LanguagePage() {
  const { language = '' } = useParams();
  const [search, setSearch] = useState('');
  const [difficulty, setDifficulty] = useState('');
  const [status, setStatus] = useState('');
  const [sort, setSort] = useState<Sort>('difficulty:asc');
  const debounced = useDebounced(search.trim(), SEARCH_DEBOUNCE_MS);
  const [sortBy, order] = sort.split(':') as [ProblemsQuery['sortBy'], ProblemsQuery['order']];
  const problems = useProblems(language, {
    page: 1,
    limit: 50,
    sortBy,
    order,
    ...(difficulty ? { difficulty: difficulty as ProblemsQuery['difficulty'] } : {}),
    ...(status ? { status: status as ProblemsQuery['status'] } : {}),
    ...(debounced ? { search: debounced } : {}),
  });
  const track = problems.data?.language;

  if (problems.isError && !problems.data) {
    return (
      <Container className="py-12">
        <EmptyState
          title={problems.error.message}
          action={<Link to="/practice" className="text-brand-600 underline dark:text-brand-400">Back to languages</Link>}
        />
      </Container>
    );
  }

  return (
    <Container className="py-8">
      <Link to="/practice" className="inline-flex items-center gap-1 text-sm text-slate-600 hover:text-brand-600 dark:text-slate-400 dark:hover:text-brand-400">
        <ArrowLeft className="size-4" aria-hidden="true" /> All languages
      </Link>
      <h1 className="mt-3 text-3xl font-extrabold tracking-tight">{track ? `${track.name} practice` : 'Practice'}</h1>
      {track && <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{track.description}</p>}

      <div className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        <div className="sm:col-span-2 lg:col-span-1">
          <label htmlFor="problem-search" className="mb-1 block text-sm font-medium">Search problems</label>
          <div className="relative">
            <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
            <input id="problem-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="PID, grid, Kalman…" className={`${inputClass} pl-9`} />
          </div>
        </div>
        <div>
          <label htmlFor="problem-difficulty" className="mb-1 block text-sm font-medium">Difficulty</label>
          <select id="problem-difficulty" value={difficulty} onChange={(e) => setDifficulty(e.target.value)} className={`${inputClass} capitalize`}>
            <option value="">All difficulties</option>
            {PROBLEM_DIFFICULTIES.map((d) => (
              <option key={d} value={d}>{d}</option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="problem-status" className="mb-1 block text-sm font-medium">Status</label>
          <select id="problem-status" value={status} onChange={(e) => setStatus(e.target.value)} className={inputClass}>
            <option value="">All problems</option>
            <option value="solved">Solved</option>
            <option value="unsolved">Unsolved</option>
          </select>
        </div>
        <div>
          <label htmlFor="problem-sort" className="mb-1 block text-sm font-medium">Sort by</label>
          <select id="problem-sort" value={sort} onChange={(e) => setSort(e.target.value as Sort)} className={inputClass}>
            {SORTS.map((s) => (
              <option key={s.value} value={s.value}>{s.label}</option>
            ))}
          </select>
        </div>
      </div>

      {problems.isPending ? (
        <PageLoader label="Loading problems..." />
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            Showing {problems.data.data.length} of {problems.data.pagination.total} problems
          </p>
          {problems.data.data.length === 0 ? (
            <div className="mt-4">
              <EmptyState title="No problems found" description="Try another search or filter." />
            </div>
          ) : (
            <ul className="mt-4 grid gap-3 md:grid-cols-2">
              {problems.data.data.map((p) => (
                <li key={p.id}>
                  <Link
                    to={`/practice/${language}/problem/${p.slug}`}
                    className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 transition hover:border-brand-400 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500"
                  >
                    <div className="flex items-start justify-between gap-3">
                      <h2 className="flex items-center gap-2 font-semibold group-hover:text-brand-600 dark:group-hover:text-brand-400">
                        {p.status === 'solved' ? (
                          <CheckCircle2 className="size-5 shrink-0 text-emerald-600 dark:text-emerald-400" aria-label="Solved" />
                        ) : (
                          <Circle className="size-5 shrink-0 text-slate-300 dark:text-slate-600" aria-label="Unsolved" />
                        )}
                        {p.title}
                      </h2>
                      <DifficultyBadge level={p.difficulty} />
                    </div>
                    <p className="mt-2 line-clamp-2 text-sm text-slate-600 dark:text-slate-400">{p.description.replace(/[`*]/g, '')}</p>
                    <div className="mt-3 flex flex-wrap items-center gap-2 text-xs text-slate-600 dark:text-slate-400">
                      {p.tags.slice(0, 3).map((t) => (
                        <span key={t} className="rounded bg-slate-100 px-2 py-0.5 dark:bg-slate-800">{t}</span>
                      ))}
                      <span className="ml-auto">
                        {p.acceptance !== null ? `${p.acceptance}% acceptance · ${p.solvedBy} solved` : 'No submissions yet'}
                      </span>
                    </div>
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Container>
  );
}
