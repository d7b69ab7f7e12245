// /roadmap/{slug} (spec part 1 §2.5, §4): login gate, loading, payment required, error, not found,
// or the roadmap with progress, collapsible tips and expandable phases.
import { useMemo, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { AlertTriangle, CalendarDays, CheckCircle2, ChevronDown, Clock, ExternalLink, Layers, Lightbulb, Lock, Mail, SearchX } from 'lucide-react';
import { roadmapPaymentRequiredSchema, type Roadmap, type RoadmapPaymentRequired } from '@robo/contracts';
import { Button, buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { usePaymentFlow } from '../../../components/ui/payment-flow.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { formatPaise } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { useRoadmap } from '../api/get-roadmap.ts';
import { phaseColors, RoadmapIcon } from '../components/roadmap-icon.tsx';
import { progressPercent } from '../hooks/progress.ts';
import { useRoadmapProgress } from '../hooks/use-roadmap-progress.ts';

export default function RoadmapPage() {
  const { slug = '' } = useParams();
  const { status, user, isLoggedIn } = useSession();
  const roadmap = useRoadmap(slug, user?.id ?? null, isLoggedIn && status === 'ready');

  if (status !== 'ready') return <PageLoader label="Checking authentication..." />;
  if (!isLoggedIn) return <LoginGate slug={slug} />;
  if (roadmap.isPending) return <PageLoader label="Loading roadmap..." />;
  if (roadmap.isError) {
    const err = roadmap.error;
    if (err instanceof ApiError && err.status === 403) {
      const paywall = roadmapPaymentRequiredSchema.safeParse(err.body);
      if (paywall.success) return <PaymentRequired info={paywall.data} />;
    }
    if (err instanceof ApiError && err.status === 404) return <NotFound />;
    return <ErrorPage message={err instanceof ApiError && err.status < 500 && !err.isNetwork ? err.message : 'Failed to load roadmap'} />;
  }
  return <RoadmapView roadmap={roadmap.data.data} />;
}

function LoginGate({ slug }: { slug: string }) {
  return (
    <Container className="py-16">
      <div className="mx-auto max-w-md rounded-2xl border border-slate-200 bg-white p-8 text-center dark:border-slate-800 dark:bg-slate-900">
        <Lock className="mx-auto size-10 text-brand-500" aria-hidden="true" />
        <h1 className="mt-4 text-xl font-bold">Login required</h1>
        <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">Authentication required to access roadmap. Log in or create an account to continue.</p>
        <div className="mt-6 flex justify-center gap-3">
          <Link to="/login" state={{ from: `/roadmap/${slug}` }} className={buttonLinkClass()}>Login</Link>
          <Link to="/signup" state={{ from: `/roadmap/${slug}` }} className={buttonLinkClass('secondary')}>Sign up</Link>
        </div>
      </div>
    </Container>
  );
}

function ErrorPage({ message }: { message: string }) {
  return (
    <Container className="py-16">
      <div role="alert" className="mx-auto max-w-md text-center">
        <AlertTriangle className="mx-auto size-10 text-rose-500" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">Oops! Something went wrong</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{message}</p>
        <Link to="/roadmaps" className={cn(buttonLinkClass(), 'mt-6')}>Back to Roadmaps</Link>
      </div>
    </Container>
  );
}

function NotFound() {
  return (
    <Container className="py-16">
      <div className="mx-auto max-w-md text-center">
        <SearchX className="mx-auto size-10 text-slate-400" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">Roadmap not found</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">This roadmap does not exist or was moved.</p>
        <Link to="/roadmaps" className={cn(buttonLinkClass(), 'mt-6')}>Back to Roadmaps</Link>
      </div>
    </Container>
  );
}

function PaymentRequired({ info }: { info: RoadmapPaymentRequired }) {
  const client = useQueryClient();
  const pay = usePaymentFlow(() => {
    // Spec: after a successful payment the page reloads; refetching shows the unlocked roadmap.
    void client.invalidateQueries({ queryKey: ['roadmaps'] });
  });
  return (
    <Container className="py-16">
      <div className="mx-auto max-w-lg rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <Lock className="mx-auto size-10 text-brand-500" aria-hidden="true" />
        <h1 className="mt-4 text-2xl font-bold">{info.title}</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">{info.message}</p>
        <p className="mt-6 text-4xl font-extrabold">{formatPaise(info.amountPaise)}</p>
        <p className="text-sm text-slate-500 dark:text-slate-400">One-time payment · lifetime access</p>
        <ul className="mx-auto mt-6 max-w-xs space-y-2 text-left text-sm">
          {['Every phase, week and key action', 'Progress saved across your devices', 'Curated resources and mentor contact'].map((f) => (
            <li key={f} className="flex items-start gap-2"><CheckCircle2 className="mt-0.5 size-4 text-emerald-500" aria-hidden="true" /> {f}</li>
          ))}
        </ul>
        <Button
          size="lg"
          className="mt-8 w-full"
          loading={pay.busy}
          onClick={() => pay.start({ itemIds: [info.roadmapId], itemTypes: ['roadmap'], amount: info.amount, currency: 'INR' })}
        >
          Unlock for {formatPaise(info.amountPaise)}
        </Button>
      </div>
      {pay.element}
    </Container>
  );
}

function RoadmapView({ roadmap }: { roadmap: Roadmap }) {
  const weekIds = useMemo(() => roadmap.phases.flatMap((p) => p.weeks.map((w) => w.id)), [roadmap]);
  const { completed, toggle, syncError } = useRoadmapProgress(roadmap.slug, true);
  const percent = progressPercent(completed, weekIds);
  const [tipsOpen, setTipsOpen] = useState(false);
  const [openPhases, setOpenPhases] = useState<Set<string>>(() => new Set(roadmap.phases.slice(0, 1).map((p) => p.id)));
  const togglePhase = (id: string) =>
    setOpenPhases((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <Container className="py-10">
      <header>
        <h1 className="text-3xl font-bold">{roadmap.title}</h1>
        <p className="mt-1 text-lg text-brand-600 dark:text-brand-400">{roadmap.subtitle}</p>
        <p className="mt-4 max-w-3xl text-slate-600 dark:text-slate-300">{roadmap.description}</p>
        <dl className="mt-6 grid max-w-xl grid-cols-3 gap-3">
          {[
            { icon: CalendarDays, label: 'Duration', value: `${roadmap.duration.months} months` },
            { icon: Clock, label: 'Daily', value: `${roadmap.duration.dailyHours} hours` },
            { icon: Layers, label: 'Phases', value: String(roadmap.phases.length) },
          ].map(({ icon: Icon, label, value }) => (
            <div key={label} className="rounded-xl border border-slate-200 p-3 dark:border-slate-800">
              <dt className="flex items-center gap-1 text-xs text-slate-500 dark:text-slate-400"><Icon className="size-3.5" aria-hidden="true" /> {label}</dt>
              <dd className="mt-1 font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </header>

      <section aria-label="Your progress" className="mt-8 rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
        <div className="flex items-center justify-between text-sm">
          <span className="font-medium">Your progress</span>
          <span data-testid="progress-percent">{percent}% complete</span>
        </div>
        <div role="progressbar" aria-label="Roadmap progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent} className="mt-2 h-3 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800">
          <div className="h-full rounded-full bg-brand-600 transition-all" style={{ width: `${percent}%` }} />
        </div>
        {syncError && <p className="mt-2 text-xs text-amber-700 dark:text-amber-400">{syncError}</p>}
      </section>

      <section className="mt-6 rounded-2xl border border-slate-200 dark:border-slate-800">
        <h2>
          <button type="button" aria-expanded={tipsOpen} onClick={() => setTipsOpen((v) => !v)} className="flex w-full items-center justify-between p-5 text-left font-semibold">
            <span className="flex items-center gap-2"><Lightbulb className="size-5 text-amber-500" aria-hidden="true" /> Learning Tips</span>
            <ChevronDown className={cn('size-5 transition-transform', tipsOpen && 'rotate-180')} aria-hidden="true" />
          </button>
        </h2>
        {tipsOpen && (
          <ul className="grid gap-4 px-5 pb-5 md:grid-cols-2">
            {roadmap.learningTips.map((tip) => (
              <li key={tip.title} className="flex gap-3 rounded-xl bg-slate-50 p-4 dark:bg-slate-800/50">
                <RoadmapIcon name={tip.icon} className="mt-0.5 size-5 shrink-0 text-brand-500" />
                <div>
                  <h3 className="font-medium">{tip.title}</h3>
                  <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{tip.description}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-label="Phases" className="mt-6 space-y-4">
        {roadmap.phases.map((phase) => {
          const open = openPhases.has(phase.id);
          const done = phase.weeks.filter((w) => completed.has(w.id)).length;
          return (
            <div key={phase.id} className="rounded-2xl border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900">
              <h2>
                <button type="button" aria-expanded={open} onClick={() => togglePhase(phase.id)} className="flex w-full items-center gap-4 p-5 text-left">
                  <span className={cn('flex size-10 shrink-0 items-center justify-center rounded-xl', phaseColors[phase.color] ?? phaseColors.blue)}>
                    <RoadmapIcon name={phase.icon} className="size-5" />
                  </span>
                  <span className="flex-1">
                    <span className="block font-semibold">{phase.phase}</span>
                    <span className="text-sm text-slate-500 dark:text-slate-400">{phase.duration} · {done}/{phase.weeks.length} weeks done</span>
                  </span>
                  <ChevronDown className={cn('size-5 shrink-0 transition-transform', open && 'rotate-180')} aria-hidden="true" />
                </button>
              </h2>
              {open && (
                <ol className="space-y-3 px-5 pb-5">
                  {phase.weeks.map((week) => {
                    const checked = completed.has(week.id);
                    return (
                      <li key={week.id} className={cn('rounded-xl border p-4', checked ? 'border-emerald-300 bg-emerald-50/50 dark:border-emerald-900 dark:bg-emerald-950/20' : 'border-slate-200 dark:border-slate-800')}>
                        <div className="flex items-start gap-3">
                          <input
                            id={`week-${week.id}`}
                            type="checkbox"
                            checked={checked}
                            onChange={() => toggle(week.id)}
                            className="mt-1 size-5 shrink-0 accent-brand-600"
                          />
                          <div className="min-w-0">
                            <label htmlFor={`week-${week.id}`} className="font-medium">{week.title}</label>
                            <p className="text-xs text-slate-500 dark:text-slate-400">{week.duration}</p>
                            <p className="mt-2 text-sm"><span className="font-medium">Objective: </span>{week.objective}</p>
                            <h3 className="mt-3 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">Key actions</h3>
                            <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-slate-700 dark:text-slate-300">
                              {week.actions.map((a, i) => (
                                <li key={i}>{typeof a === 'string' ? a : a.description}</li>
                              ))}
                            </ul>
                          </div>
                        </div>
                      </li>
                    );
                  })}
                </ol>
              )}
            </div>
          );
        })}
      </section>

      <div className="mt-8 grid gap-6 md:grid-cols-2">
        <section className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
          <h2 className="font-semibold">Resources</h2>
          <ul className="mt-3 space-y-2 text-sm">
            {roadmap.resource_link.map((url) => (
              <li key={url}>
                <a href={url} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 break-all text-brand-600 hover:underline dark:text-brand-400">
                  {url.replace(/^https?:\/\//, '').replace(/\/$/, '')} <ExternalLink className="size-3.5 shrink-0" aria-hidden="true" />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <section className="rounded-2xl border border-slate-200 p-5 dark:border-slate-800">
          <h2 className="font-semibold">{roadmap.contactInfo.title}</h2>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">{roadmap.contactInfo.description}</p>
          <a href={`mailto:${roadmap.contactInfo.email}`} className="mt-3 inline-flex items-center gap-2 text-sm font-medium text-brand-600 hover:underline dark:text-brand-400">
            <Mail className="size-4" aria-hidden="true" /> {roadmap.contactInfo.email}
          </a>
        </section>
      </div>
    </Container>
  );
}
