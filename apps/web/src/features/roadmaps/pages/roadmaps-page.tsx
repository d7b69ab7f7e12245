// /roadmaps: the five career roadmaps with their real size and price from the server.
import { Link } from 'react-router';
import { CheckCircle2, Clock, Layers } from 'lucide-react';
import { Button, buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { formatPaise } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { useRoadmaps } from '../api/get-roadmaps.ts';

export default function RoadmapsPage() {
  const { user } = useSession();
  const roadmaps = useRoadmaps(user?.id ?? null);
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold">Career Roadmaps</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
        Week-by-week plans from first principles to job-ready robotics skills. Buy once, keep lifetime access and track your progress on every device.
      </p>
      <div className="mt-8">
        {roadmaps.isPending ? (
          <PageLoader label="Loading roadmaps..." />
        ) : roadmaps.isError ? (
          <div role="alert" className="rounded-xl border border-rose-300 p-6 dark:border-rose-900">
            <p className="text-rose-600 dark:text-rose-400">{roadmaps.error.message || 'Failed to load roadmaps'}</p>
            <Button className="mt-4" onClick={() => roadmaps.refetch()}>Try again</Button>
          </div>
        ) : roadmaps.data.data.length === 0 ? (
          <EmptyState title="No roadmaps yet" description="Roadmaps will appear here as soon as they are published." />
        ) : (
          <ul className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {roadmaps.data.data.map((r) => (
              <li key={r.slug} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900">
                <h2 className="text-lg font-semibold">{r.title}</h2>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{r.subtitle}</p>
                <ul className="mt-4 flex flex-wrap gap-3 text-xs text-slate-500 dark:text-slate-400">
                  <li className="flex items-center gap-1"><Clock className="size-3.5" aria-hidden="true" /> {r.months} months · {r.dailyHours} h/day</li>
                  <li className="flex items-center gap-1"><Layers className="size-3.5" aria-hidden="true" /> {r.phaseCount} phases · {r.weekCount} weeks</li>
                </ul>
                <div className="mt-auto flex items-center justify-between pt-6">
                  {r.owned ? (
                    <span className="flex items-center gap-1 text-sm font-medium text-emerald-600 dark:text-emerald-400">
                      <CheckCircle2 className="size-4" aria-hidden="true" /> Purchased
                    </span>
                  ) : (
                    <span className="text-lg font-bold">{formatPaise(r.pricePaise)}</span>
                  )}
                  <Link to={`/roadmap/${r.slug}`} className={buttonLinkClass(r.owned ? 'secondary' : 'primary', 'sm')} aria-label={`${r.owned ? 'Open' : 'View'} ${r.title}`}>
                    {r.owned ? 'Open roadmap' : 'View roadmap'}
                  </Link>
                </div>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Container>
  );
}
