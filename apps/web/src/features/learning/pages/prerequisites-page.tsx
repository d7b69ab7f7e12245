// /learning/{topic}/prerequisites: what to know before a topic. Back leads to /learning/{topic}.
import { ArrowLeft, ArrowRight, Clock, ListChecks } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PREREQUISITE_MESSAGES } from '@robo/contracts';
import { Button, buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { usePrerequisites } from '../api/get-prerequisites.ts';
import { PrerequisiteError, prerequisiteErrorMessage } from '../components/prerequisite-error.tsx';

export default function PrerequisitesPage() {
  const { topic = '' } = useParams();
  const navigate = useNavigate();
  const query = usePrerequisites(topic);
  const back = () => navigate(`/learning/${topic}`);
  if (query.isPending) return <PageLoader label="Loading prerequisites..." />;
  if (query.isError) return <PrerequisiteError message={prerequisiteErrorMessage(query.error, 'list')} onBack={back} />;
  const { prerequisites, parentTopic } = query.data;
  return (
    <Container className="py-8">
      <Button variant="ghost" size="sm" onClick={back}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to {parentTopic.title}
      </Button>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">Prerequisites for {parentTopic.title}</h1>
      <p className="mt-2 text-slate-600 dark:text-slate-400">Work through these first; each one lists what to study and where.</p>
      <div className="mt-8">
        {prerequisites.length === 0 ? (
          <EmptyState
            icon={<ListChecks className="size-10" />}
            title={PREREQUISITE_MESSAGES.empty}
            description={`You can start ${parentTopic.title} right away.`}
            action={<Link to={`/learning/${topic}`} className={buttonLinkClass()}>Back to {parentTopic.title}</Link>}
          />
        ) : (
          <ol className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {prerequisites.map((p, i) => (
              <li key={p.key} className="flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
                <img src={p.thumbnail.url} alt={p.thumbnail.alt} className="aspect-[16/9] w-full bg-slate-100 object-cover dark:bg-slate-800" loading="lazy" />
                <div className="flex flex-1 flex-col p-5">
                  <p className="text-xs font-medium text-slate-500 dark:text-slate-400">Step {i + 1} · {p.category} · {p.difficulty}</p>
                  <h2 className="mt-1 text-lg font-semibold">{p.title}</h2>
                  <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-400">{p.description}</p>
                  <div className="mt-4 flex items-center justify-between">
                    <span className="flex items-center gap-1 text-sm text-slate-500 dark:text-slate-400"><Clock className="size-4" aria-hidden="true" />{p.duration}</span>
                    <Link to={`/learning/${topic}/prerequisites/${p.key}`} className={buttonLinkClass('secondary', 'sm')} aria-label={`Learn more about ${p.title}`}>
                      Learn more <ArrowRight className="size-4" aria-hidden="true" />
                    </Link>
                  </div>
                </div>
              </li>
            ))}
          </ol>
        )}
      </div>
    </Container>
  );
}
