// /roboguide/guide/{guideId}: one guide with Content, Resources and FAQ tabs. Opening it counts a view.
import { useEffect, useState } from 'react';
import { ArrowLeft, BookOpen, Calendar, CheckCircle2, Clock, Cpu, ExternalLink, Eye, Heart, User } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { GUIDE_MESSAGES, type Guide } from '@robo/contracts';
import { Button, buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatDate } from '../../../lib/format.ts';
import { useGuide } from '../api/get-guide.ts';
import { viewGuide } from '../api/view-guide.ts';
import { CodeBlock } from '../components/code-block.tsx';
import { CATEGORY_BADGE, CATEGORY_LABELS, DIFFICULTY_BADGE } from '../components/labels.ts';

type Tab = 'content' | 'resources' | 'faq';

export default function GuidePage() {
  const { guideId = '' } = useParams();
  const navigate = useNavigate();
  const guide = useGuide(guideId);
  const [tab, setTab] = useState<Tab>('content');

  useEffect(() => {
    if (guideId) void viewGuide(guideId);
  }, [guideId]);

  if (guide.isPending) return <PageLoader label="Loading guide..." />;
  if (guide.isError) {
    const missing = guide.error instanceof ApiError && guide.error.status === 404;
    return (
      <Container className="py-16">
        <div role="alert">
          <EmptyState
            title={missing ? 'Guide Not Found' : GUIDE_MESSAGES.fetchFailed}
            description={missing ? GUIDE_MESSAGES.notFound : GUIDE_MESSAGES.fetchFailed}
            action={
              <div className="flex gap-3">
                {!missing && <Button variant="secondary" onClick={() => guide.refetch()}>Try again</Button>}
                <Link to="/roboguide" className={buttonLinkClass()}>Back to Guides</Link>
              </div>
            }
          />
        </div>
      </Container>
    );
  }
  const g = guide.data.data;
  return (
    <Container className="py-8">
      <Button variant="ghost" size="sm" onClick={() => navigate(-1)}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Back
      </Button>
      <header className="mt-4 rounded-2xl border border-slate-200 bg-gradient-to-br from-brand-50 to-white p-6 dark:border-slate-800 dark:from-brand-500/10 dark:to-slate-950">
        <div className="flex flex-wrap gap-2 text-xs font-medium">
          <Link to={`/roboguide/${g.category}`} className={cn('rounded-full px-2.5 py-0.5', CATEGORY_BADGE)}>{CATEGORY_LABELS[g.category]}</Link>
          <span className={cn('rounded-full px-2.5 py-0.5', DIFFICULTY_BADGE[g.difficulty])}>{g.difficulty}</span>
        </div>
        <h1 className="mt-3 text-2xl font-bold tracking-tight sm:text-3xl">{g.title}</h1>
        <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-300">{g.description}</p>
        <ul aria-label="Tags" className="mt-4 flex flex-wrap gap-2">
          {g.tags.map((t) => <li key={t} className="rounded-md bg-slate-100 px-2 py-0.5 text-xs text-slate-700 dark:bg-slate-800 dark:text-slate-300">#{t}</li>)}
        </ul>
        <dl className="mt-4 flex flex-wrap gap-x-5 gap-y-2 text-sm text-slate-600 dark:text-slate-400">
          <div className="flex items-center gap-1"><dt><User className="size-4" aria-label="Author" /></dt><dd>{g.author}</dd></div>
          <div className="flex items-center gap-1"><dt><Clock className="size-4" aria-label="Estimated time" /></dt><dd>{g.estimatedTime ?? 'N/A'}</dd></div>
          <div className="flex items-center gap-1"><dt><Calendar className="size-4" aria-label="Updated" /></dt><dd>Updated {formatDate(g.lastUpdated)}</dd></div>
          <div className="flex items-center gap-1"><dt><Eye className="size-4" aria-label="Views" /></dt><dd>{g.views} views</dd></div>
          <div className="flex items-center gap-1"><dt><Heart className="size-4" aria-label="Likes" /></dt><dd>{g.likes} likes</dd></div>
        </dl>
        {g.content.prerequisites.length > 0 && (
          <div className="mt-4">
            <h2 className="text-sm font-semibold">Prerequisites</h2>
            <ul className="mt-1 list-inside list-disc text-sm text-slate-600 dark:text-slate-400">
              {g.content.prerequisites.map((p) => <li key={p}>{p}</li>)}
            </ul>
          </div>
        )}
      </header>

      <div className="mt-8">
        <Tabs<Tab>
          label="Guide sections"
          value={tab}
          onChange={setTab}
          tabs={[{ id: 'content', label: 'Content' }, { id: 'resources', label: 'Resources' }, { id: 'faq', label: 'FAQ' }]}
        >
          {tab === 'content' && <ContentTab guide={g} />}
          {tab === 'resources' && <ResourcesTab guide={g} />}
          {tab === 'faq' && <FaqTab guide={g} />}
        </Tabs>
      </div>
    </Container>
  );
}

function ContentTab({ guide }: { guide: Guide }) {
  const { whatIs, tutorialSteps, components } = guide.content;
  return (
    <div className="space-y-10">
      <section aria-labelledby="what-is">
        <h2 id="what-is" className="flex items-center gap-2 text-xl font-semibold"><BookOpen className="size-5 text-brand-500" aria-hidden="true" /> What is it?</h2>
        <p className="mt-3 text-slate-700 dark:text-slate-300">{whatIs.description}</p>
        <h3 className="mt-4 font-semibold">Key points</h3>
        <ul className="mt-2 space-y-1.5">
          {whatIs.keyPoints.map((k) => <li key={k} className="flex gap-2 text-sm"><CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-500" aria-hidden="true" />{k}</li>)}
        </ul>
        <h3 className="mt-4 font-semibold">Why it matters</h3>
        <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{whatIs.importance}</p>
      </section>

      <section aria-labelledby="tutorial">
        <h2 id="tutorial" className="text-xl font-semibold">Step-by-step tutorial</h2>
        <ol className="mt-4 space-y-6">
          {tutorialSteps.map((step, i) => (
            <li key={step.id} className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
              <h3 className="flex items-center gap-3 font-semibold">
                <span className="inline-flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-sm text-white" aria-hidden="true">{i + 1}</span>
                {step.title}
              </h3>
              <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{step.description}</p>
              {step.prerequisites.length > 0 && <p className="mt-2 text-xs text-slate-500 dark:text-slate-400">Before this step: {step.prerequisites.join(', ')}</p>}
              {step.details.length > 0 && (
                <ul className="mt-3 list-inside list-disc space-y-1 text-sm text-slate-700 dark:text-slate-300">
                  {step.details.map((d) => <li key={d}>{d}</li>)}
                </ul>
              )}
              {step.codeExample && <div className="mt-4"><CodeBlock code={step.codeExample.code} language={step.codeExample.language} /></div>}
            </li>
          ))}
        </ol>
      </section>

      {components.length > 0 && (
        <section aria-labelledby="components">
          <h2 id="components" className="flex items-center gap-2 text-xl font-semibold"><Cpu className="size-5 text-brand-500" aria-hidden="true" /> Components</h2>
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {components.map((c) => (
              <li key={c.name} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                <p className="font-medium">{c.name}</p>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{c.description}</p>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

function ResourcesTab({ guide }: { guide: Guide }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {guide.content.resources.map((r) => (
        <li key={r.url} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <span className="text-xs uppercase tracking-wide text-slate-500 dark:text-slate-400">{r.type}</span>
          <a href={r.url} target="_blank" rel="noopener noreferrer" className="mt-1 flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-300">
            {r.title} <ExternalLink className="size-3.5" aria-hidden="true" /><span className="sr-only">(opens in a new tab)</span>
          </a>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{r.description}</p>
        </li>
      ))}
    </ul>
  );
}

function FaqTab({ guide }: { guide: Guide }) {
  return (
    <dl className="space-y-4">
      {guide.content.faq.map((f) => (
        <div key={f.question} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
          <dt className="font-medium">{f.question}</dt>
          <dd className="mt-2 text-sm text-slate-700 dark:text-slate-300">{f.answer}</dd>
        </div>
      ))}
    </dl>
  );
}
