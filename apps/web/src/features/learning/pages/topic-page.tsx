// /learning/{topic}: what the topic is, why it matters for a robotics career, what you will learn,
// its prerequisites, and related guides, roadmaps and courses.
import { AlertTriangle, ArrowRight, BookOpen, CheckCircle2, GraduationCap, ListChecks, Map } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { Button, buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { useTopic } from '../api/get-topic.ts';
import { roadmapsFor } from '../components/related.ts';

export default function TopicPage() {
  const { topic = '' } = useParams();
  const query = useTopic(topic);
  if (query.isPending) return <PageLoader label="Loading topic..." />;
  if (query.isError) {
    const missing = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Container className="py-16">
        <div role="alert">
          <EmptyState
            icon={<AlertTriangle className="size-10" />}
            title={missing ? 'Topic Not Found' : 'Could not load this topic'}
            description={missing ? `There is no learning topic called "${topic}".` : query.error.message}
            action={
              <div className="flex gap-3">
                {!missing && <Button variant="secondary" onClick={() => query.refetch()}>Try again</Button>}
                <Link to="/learning" className={buttonLinkClass()}>All topics</Link>
              </div>
            }
          />
        </div>
      </Container>
    );
  }
  const t = query.data.data;
  const roadmaps = roadmapsFor(t.slug);
  return (
    <Container className="py-10">
      <nav aria-label="Breadcrumb" className="text-sm text-slate-500 dark:text-slate-400">
        <Link to="/learning" className="hover:underline">Learning</Link> / <span>{t.group}</span>
      </nav>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{t.title}</h1>
      <p className="mt-3 max-w-3xl text-lg text-slate-600 dark:text-slate-300">{t.summary}</p>

      <div className="mt-8 grid gap-8 lg:grid-cols-[1fr_20rem]">
        <div className="space-y-8">
          <section aria-labelledby="what">
            <h2 id="what" className="text-xl font-semibold">What it is</h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t.description}</p>
          </section>
          <section aria-labelledby="why">
            <h2 id="why" className="text-xl font-semibold">Why it matters for your robotics career</h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{t.whyItMatters}</p>
          </section>
          <section aria-labelledby="learn">
            <h2 id="learn" className="text-xl font-semibold">What you will learn</h2>
            <ul className="mt-3 space-y-2">
              {t.whatYouWillLearn.map((w) => (
                <li key={w} className="flex gap-2"><CheckCircle2 className="mt-0.5 size-5 shrink-0 text-emerald-500" aria-hidden="true" />{w}</li>
              ))}
            </ul>
          </section>
        </div>

        <aside className="space-y-6">
          <section aria-labelledby="prereq" className="rounded-2xl border border-brand-200 bg-brand-50 p-5 dark:border-brand-500/30 dark:bg-brand-500/10">
            <h2 id="prereq" className="flex items-center gap-2 font-semibold"><ListChecks className="size-4" aria-hidden="true" /> Prerequisites</h2>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {t.prerequisiteCount > 0 ? `${t.prerequisiteCount} things to know before you start.` : 'No prerequisites listed for this topic.'}
            </p>
            <Link to={`/learning/${t.slug}/prerequisites`} className={`${buttonLinkClass('primary', 'sm')} mt-4`}>
              View prerequisites <ArrowRight className="size-4" aria-hidden="true" />
            </Link>
          </section>

          {t.relatedGuides.length > 0 && (
            <section aria-labelledby="guides" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
              <h2 id="guides" className="flex items-center gap-2 font-semibold"><BookOpen className="size-4" aria-hidden="true" /> Related guides</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {t.relatedGuides.map((g) => (
                  <li key={g._id}>
                    <Link to={`/roboguide/guide/${g._id}`} className="font-medium hover:text-brand-600 dark:hover:text-brand-400">{g.title}</Link>
                    <span className="block text-xs text-slate-500 dark:text-slate-400">{g.difficulty}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}

          {roadmaps.length > 0 && (
            <section aria-labelledby="roadmaps" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
              <h2 id="roadmaps" className="flex items-center gap-2 font-semibold"><Map className="size-4" aria-hidden="true" /> Career roadmaps</h2>
              <ul className="mt-3 space-y-2 text-sm">
                {roadmaps.map((r) => (
                  <li key={r.slug}><Link to={`/roadmap/${r.slug}`} className="font-medium hover:text-brand-600 dark:hover:text-brand-400">{r.title}</Link></li>
                ))}
              </ul>
            </section>
          )}

          <section aria-labelledby="courses" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
            <h2 id="courses" className="flex items-center gap-2 font-semibold"><GraduationCap className="size-4" aria-hidden="true" /> Courses</h2>
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Structured video courses with projects and certificates.</p>
            <Link to="/courses" className="mt-3 inline-block text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">Browse courses</Link>
          </section>
        </aside>
      </div>
    </Container>
  );
}
