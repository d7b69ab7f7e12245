// /learning: the 24 learning topics grouped as in the learning bar.
import { AlertTriangle } from 'lucide-react';
import { Link } from 'react-router';
import type { TopicSummary } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useTopics } from '../api/get-topics.ts';

export default function TopicsPage() {
  const topics = useTopics();
  return (
    <Container className="py-10">
      <h1 className="text-3xl font-bold tracking-tight">Learning Topics</h1>
      <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
        Every skill a robotics engineer builds on, from ROS and SLAM to control, perception and AI. Pick a topic to see what it is, why it matters and what to learn first.
      </p>
      <div className="mt-8">
        {topics.isPending ? (
          <PageLoader label="Loading topics..." />
        ) : topics.isError ? (
          <div role="alert" className="flex items-center justify-between gap-3 rounded-xl border border-rose-200 bg-rose-50 p-4 text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200">
            <p className="flex items-center gap-2"><AlertTriangle className="size-4" aria-hidden="true" /> {topics.error.message}</p>
            <Button variant="secondary" size="sm" onClick={() => topics.refetch()}>Try again</Button>
          </div>
        ) : topics.data.data.length === 0 ? (
          <EmptyState title="No topics yet" />
        ) : (
          <div className="space-y-10">
            {groupBy(topics.data.data).map(([group, list]) => (
              <section key={group} aria-labelledby={`group-${group}`}>
                <h2 id={`group-${group}`} className="text-lg font-semibold text-brand-700 dark:text-brand-300">{group}</h2>
                <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
                  {list.map((t) => (
                    <li key={t.slug}>
                      <Link to={`/learning/${t.slug}`} className="block h-full rounded-2xl border border-slate-200 bg-white p-5 transition hover:border-brand-400 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:hover:border-brand-500">
                        <h3 className="font-semibold">{t.title}</h3>
                        <p className="mt-2 line-clamp-3 text-sm text-slate-600 dark:text-slate-400">{t.summary}</p>
                      </Link>
                    </li>
                  ))}
                </ul>
              </section>
            ))}
          </div>
        )}
      </div>
    </Container>
  );
}

function groupBy(list: TopicSummary[]): [string, TopicSummary[]][] {
  const groups = new Map<string, TopicSummary[]>();
  for (const t of list) groups.set(t.group, [...(groups.get(t.group) ?? []), t]);
  return [...groups];
}
