// A home page section with its own loading, error and empty states, so one failing API never
// blanks the page.
import type { ReactNode } from 'react';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';

interface Props<T> {
  title: string;
  subtitle?: string;
  more?: { label: string; to: string };
  query: { isPending: boolean; isError: boolean; data?: T[] | undefined };
  empty: { title: string; description?: ReactNode; action?: ReactNode };
  children: (items: T[]) => ReactNode;
}

export function HomeSection<T>({ title, subtitle, more, query, empty, children }: Props<T>) {
  const id = title.toLowerCase().replace(/\W+/g, '-');
  return (
    <section aria-labelledby={id} className="py-10">
      <Container>
        <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
          <div>
            <h2 id={id} className="text-2xl font-bold tracking-tight">{title}</h2>
            {subtitle && <p className="mt-1 text-slate-600 dark:text-slate-400">{subtitle}</p>}
          </div>
          {more && (
            <Link to={more.to} className="inline-flex items-center gap-1 text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">
              {more.label} <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          )}
        </div>
        {query.isPending ? (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-busy="true" aria-label={`Loading ${title.toLowerCase()}`}>
            {[0, 1, 2].map((i) => (
              <div key={i} className="h-40 animate-pulse rounded-2xl bg-slate-100 dark:bg-slate-900" />
            ))}
          </div>
        ) : query.isError || !query.data || query.data.length === 0 ? (
          <EmptyState title={query.isError ? `Could not load ${title.toLowerCase()}` : empty.title} description={query.isError ? 'Please try again in a moment.' : empty.description} action={empty.action} />
        ) : (
          children(query.data)
        )}
      </Container>
    </section>
  );
}
