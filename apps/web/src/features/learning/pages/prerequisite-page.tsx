// /learning/{topic}/prerequisites/{key}: one prerequisite in depth. Back leads to the list.
import { ArrowLeft, BookMarked, Clock, Signal, Tag } from 'lucide-react';
import { useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { usePrerequisite } from '../api/get-prerequisite.ts';
import { PrerequisiteError, prerequisiteErrorMessage } from '../components/prerequisite-error.tsx';

export default function PrerequisitePage() {
  const { topic = '', prerequisiteKey = '' } = useParams();
  const navigate = useNavigate();
  const query = usePrerequisite(topic, prerequisiteKey);
  const back = () => navigate(`/learning/${topic}/prerequisites`);
  if (query.isPending) return <PageLoader label="Loading prerequisite..." />;
  if (query.isError) return <PrerequisiteError message={prerequisiteErrorMessage(query.error, 'detail')} onBack={back} />;
  const { prerequisite: p, parentTopic } = query.data;
  return (
    <Container className="py-8">
      <Button variant="ghost" size="sm" onClick={back}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to prerequisites
      </Button>
      <div className="mt-4 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <article>
          <p className="text-sm text-slate-500 dark:text-slate-400">Prerequisite for {parentTopic.title}</p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight">{p.title}</h1>
          <p className="mt-3 text-lg text-slate-600 dark:text-slate-300">{p.description}</p>
          <ul className="mt-4 flex flex-wrap gap-4 text-sm text-slate-600 dark:text-slate-400">
            <li className="flex items-center gap-1"><Tag className="size-4" aria-hidden="true" />{p.category}</li>
            <li className="flex items-center gap-1"><Signal className="size-4" aria-hidden="true" />{p.difficulty}</li>
            <li className="flex items-center gap-1"><Clock className="size-4" aria-hidden="true" />{p.duration}</li>
          </ul>
          <section aria-labelledby="overview" className="mt-8">
            <h2 id="overview" className="text-xl font-semibold">Overview</h2>
            <p className="mt-2 text-slate-700 dark:text-slate-300">{p.overview}</p>
          </section>
          <section aria-labelledby="details" className="mt-8 rounded-2xl border border-slate-200 bg-slate-50 p-5 dark:border-slate-800 dark:bg-slate-900">
            <h2 id="details" className="text-xl font-semibold">{p.detailsExplanation.title}</h2>
            <p className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">{p.detailsExplanation.content}</p>
          </section>
          <div className="mt-8 space-y-6">
            {p.sections.map((s) => (
              <section key={s.id} aria-labelledby={`s-${s.id}`}>
                <h2 id={`s-${s.id}`} className="text-lg font-semibold">{s.title}</h2>
                <p className="mt-2 whitespace-pre-line text-slate-700 dark:text-slate-300">{s.content}</p>
              </section>
            ))}
          </div>
        </article>
        <aside className="space-y-6">
          <img src={p.thumbnail.url} alt={p.thumbnail.alt} className="w-full rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-800" />
          <section aria-labelledby="resources" className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
            <h2 id="resources" className="flex items-center gap-2 font-semibold"><BookMarked className="size-4" aria-hidden="true" /> Resources</h2>
            <ul className="mt-3 space-y-3">
              {p.resources.map((r) => (
                <li key={r.title} className="text-sm">
                  <p className="font-medium">{r.title}</p>
                  <p className="text-slate-600 dark:text-slate-400">{r.description}</p>
                  <p className="text-xs text-slate-500 dark:text-slate-400">{r.duration}</p>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </Container>
  );
}
