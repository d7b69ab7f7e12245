// /practice: the language tracks with search, a level filter, active-filter chips and a live count.
import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ArrowRight, Code2, RefreshCw, Search, Users, X } from 'lucide-react';
import { LANGUAGE_LEVELS } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useLanguages } from '../api/get-languages.ts';
import { DifficultyBadge } from '../components/difficulty-badge.tsx';
import { PRACTICE_UI_MESSAGES } from '../lib/code-checks.ts';

export default function PracticePage() {
  const languages = useLanguages();
  const [search, setSearch] = useState('');
  const [level, setLevel] = useState('');
  const all = useMemo(() => languages.data?.data ?? [], [languages.data]);
  const shown = useMemo(() => {
    const needle = search.trim().toLowerCase();
    return all.filter(
      (l) =>
        (!level || l.difficulty === level) &&
        (!needle || [l.name, l.slug, l.description].some((t) => t.toLowerCase().includes(needle))),
    );
  }, [all, search, level]);
  const totalProblems = all[0]?.totalProblems;

  return (
    <>
      <section className="relative overflow-hidden border-b border-slate-200 dark:border-slate-800">
        <div className="absolute inset-0 -z-10 bg-gradient-to-br from-brand-600/15 via-transparent to-emerald-500/10" aria-hidden="true" />
        <Container className="py-12 sm:py-16">
          <p className="text-sm font-semibold uppercase tracking-widest text-brand-600 dark:text-brand-400">Coding practice</p>
          <h1 className="mt-2 max-w-3xl text-3xl font-extrabold tracking-tight sm:text-5xl">Sharpen your robotics code</h1>
          <p className="mt-4 max-w-2xl text-slate-600 dark:text-slate-300">
            {totalProblems ? `${totalProblems} challenges` : 'Challenges'} on odometry, PID control, path planning, sensor filtering
            and kinematics in C, C++ and Python, judged in a real sandbox.
          </p>
        </Container>
      </section>
      <Container className="py-8">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="flex-1">
            <label htmlFor="language-search" className="mb-1 block text-sm font-medium">Search languages</label>
            <div className="relative">
              <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
              <input id="language-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="C++, Python…" className={`${inputClass} pl-9`} />
            </div>
          </div>
          <div className="sm:w-56">
            <label htmlFor="language-level" className="mb-1 block text-sm font-medium">Level</label>
            <select id="language-level" value={level} onChange={(e) => setLevel(e.target.value)} className={`${inputClass} capitalize`}>
              <option value="">All levels</option>
              {LANGUAGE_LEVELS.map((l) => (
                <option key={l} value={l}>{l}</option>
              ))}
            </select>
          </div>
        </div>
        {(search || level) && (
          <div className="mt-3 flex flex-wrap gap-2" aria-label="Active filters">
            {search && (
              <button type="button" onClick={() => setSearch('')} className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-xs font-medium text-brand-800 dark:bg-brand-500/20 dark:text-brand-200">
                Search: {search} <X className="size-3" aria-label="Remove search filter" />
              </button>
            )}
            {level && (
              <button type="button" onClick={() => setLevel('')} className="inline-flex items-center gap-1 rounded-full bg-brand-100 px-3 py-1 text-xs font-medium capitalize text-brand-800 dark:bg-brand-500/20 dark:text-brand-200">
                Level: {level} <X className="size-3" aria-label="Remove level filter" />
              </button>
            )}
          </div>
        )}

        {languages.isPending ? (
          <PageLoader label="Loading languages..." />
        ) : languages.isError ? (
          <div role="alert" className="mt-8">
            <EmptyState
              title={PRACTICE_UI_MESSAGES.languagesFailed}
              description={languages.error.message}
              action={
                <Button onClick={() => window.location.reload()}>
                  <RefreshCw className="size-4" aria-hidden="true" /> Reload
                </Button>
              }
            />
          </div>
        ) : (
          <>
            <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
              Showing {shown.length} of {all.length} languages
            </p>
            {shown.length === 0 ? (
              <div className="mt-4">
                <EmptyState title={PRACTICE_UI_MESSAGES.noLanguages} description="Try another search or level." />
              </div>
            ) : (
              <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-3">
                {shown.map((l) => (
                  <li key={l.slug}>
                    <Link
                      to={`/practice/${l.slug}`}
                      className="group flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 transition hover:border-brand-400 hover:shadow-lg dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500"
                    >
                      <div className="flex items-center justify-between gap-2">
                        <span className="flex items-center gap-2">
                          <Code2 className="size-6 text-brand-600 dark:text-brand-400" aria-hidden="true" />
                          <h2 className="text-lg font-semibold group-hover:text-brand-600 dark:group-hover:text-brand-400">{l.name}</h2>
                        </span>
                        <DifficultyBadge level={l.difficulty} />
                      </div>
                      <p className="mt-3 line-clamp-4 flex-1 text-sm text-slate-600 dark:text-slate-400">{l.description}</p>
                      <dl className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-500 dark:text-slate-400">
                        <div><dt className="sr-only">Problems</dt><dd>{l.totalProblems} problems</dd></div>
                        <div><dt className="sr-only">Time</dt><dd>{l.totalTime}</dd></div>
                        {l.learners > 0 && (
                          <div className="flex items-center gap-1">
                            <dt className="sr-only">Learners</dt>
                            <Users className="size-3" aria-hidden="true" />
                            <dd>{l.learners} {l.learners === 1 ? 'learner' : 'learners'}</dd>
                          </div>
                        )}
                      </dl>
                      <span className="mt-4 inline-flex items-center gap-1 text-sm font-medium text-brand-600 dark:text-brand-400">
                        Start practising <ArrowRight className="size-4" aria-hidden="true" />
                      </span>
                    </Link>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </Container>
    </>
  );
}
