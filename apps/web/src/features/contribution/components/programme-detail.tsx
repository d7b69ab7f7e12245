// A programme's detail: Overview, Process, Domains (expandable) and Guidebook tabs.
import { useState } from 'react';
import { ArrowLeft, CheckCircle2, ChevronDown, ExternalLink } from 'lucide-react';
import type { ContributionType } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { cn } from '../../../lib/cn.ts';

export type DetailTab = 'overview' | 'process' | 'domains' | 'guidebook';

function Bullets({ items }: { items: string[] }) {
  return (
    <ul className="mt-2 space-y-1.5">
      {items.map((i) => <li key={i} className="flex gap-2 text-sm text-slate-700 dark:text-slate-300"><CheckCircle2 className="mt-0.5 size-4 shrink-0 text-emerald-500" aria-hidden="true" />{i}</li>)}
    </ul>
  );
}

export function ProgrammeDetail({ programme, tab, onTab, onBack, onApply }: { programme: ContributionType; tab: DetailTab; onTab: (t: DetailTab) => void; onBack: () => void; onApply: () => void }) {
  const [open, setOpen] = useState<Set<string>>(new Set());
  const toggle = (name: string) => setOpen((s) => {
    const next = new Set(s);
    if (next.has(name)) next.delete(name);
    else next.add(name);
    return next;
  });
  const p = programme;
  return (
    <div>
      <Button variant="ghost" size="sm" onClick={onBack}><ArrowLeft className="size-4" aria-hidden="true" /> Back to Programs</Button>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h2 className="text-2xl font-bold tracking-tight">{p.title}</h2>
          <p className="mt-2 max-w-3xl text-slate-600 dark:text-slate-400">{p.description}</p>
        </div>
        <Button onClick={onApply}>Apply now</Button>
      </div>
      <div className="mt-6">
        <Tabs<DetailTab>
          label={`${p.name} programme`}
          value={tab}
          onChange={onTab}
          tabs={[{ id: 'overview', label: 'Overview' }, { id: 'process', label: 'Process' }, { id: 'domains', label: 'Domains' }, { id: 'guidebook', label: 'Guidebook' }]}
        >
          {tab === 'overview' && (
            <div className="grid gap-6 lg:grid-cols-2">
              <section className="lg:col-span-2"><p className="text-slate-700 dark:text-slate-300">{p.overview}</p></section>
              <section><h3 className="font-semibold">Payment</h3><p className="mt-2 text-sm text-slate-700 dark:text-slate-300">{p.paymentInfo}</p></section>
              <section><h3 className="font-semibold">Benefits</h3><Bullets items={p.benefits} /></section>
              <section><h3 className="font-semibold">Best for</h3><Bullets items={p.bestFor} /></section>
              <section><h3 className="font-semibold">Requirements</h3><Bullets items={p.requirements} /></section>
            </div>
          )}
          {tab === 'process' && (
            <ol className="space-y-4">
              {p.process.map((s) => (
                <li key={s.step} className="flex gap-4 rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                  <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white" aria-hidden="true">{s.step}</span>
                  <div>
                    <h3 className="font-semibold">{s.title}</h3>
                    <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{s.description}</p>
                    <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">Timeframe: {s.timeframe}</p>
                  </div>
                </li>
              ))}
            </ol>
          )}
          {tab === 'domains' && (
            <ul className="grid gap-3 sm:grid-cols-2">
              {p.domains.map((d) => {
                const expanded = open.has(d.name);
                const id = `domain-${d.name.replace(/\W+/g, '-')}`;
                return (
                  <li key={d.name} className="rounded-xl border border-slate-200 dark:border-slate-800">
                    <button type="button" aria-expanded={expanded} aria-controls={id} onClick={() => toggle(d.name)} className="flex w-full items-start justify-between gap-3 p-4 text-left">
                      <span>
                        <span className="block font-semibold">{d.name}</span>
                        <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{d.description}</span>
                      </span>
                      <ChevronDown className={cn('mt-1 size-4 shrink-0 transition-transform', expanded && 'rotate-180')} aria-hidden="true" />
                    </button>
                    {expanded && (
                      <ul id={id} aria-label={`${d.name} topics`} className="list-inside list-disc space-y-1 border-t border-slate-200 px-4 py-3 text-sm text-slate-700 dark:border-slate-800 dark:text-slate-300">
                        {d.topics.map((t) => <li key={t}>{t}</li>)}
                      </ul>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          {tab === 'guidebook' && (
            <div className="space-y-6">
              <p className="text-slate-700 dark:text-slate-300">{p.guidebook.introduction}</p>
              <section><h3 className="font-semibold">Content guidelines</h3><Bullets items={p.guidebook.contentGuidelines} /></section>
              <section><h3 className="font-semibold">Quality standards</h3><Bullets items={p.guidebook.qualityStandards} /></section>
              <section><h3 className="font-semibold">Tips</h3><Bullets items={p.guidebook.tips} /></section>
              <section>
                <h3 className="font-semibold">Resources</h3>
                <ul className="mt-2 grid gap-3 sm:grid-cols-2">
                  {p.guidebook.resources.map((r) => (
                    <li key={r.url} className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
                      <a href={r.url} target="_blank" rel="noopener noreferrer" className="flex items-center gap-1 font-medium text-brand-700 hover:underline dark:text-brand-300">
                        {r.title} <ExternalLink className="size-3.5" aria-hidden="true" /><span className="sr-only">(opens in a new tab)</span>
                      </a>
                      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{r.description}</p>
                    </li>
                  ))}
                </ul>
              </section>
            </div>
          )}
        </Tabs>
      </div>
    </div>
  );
}
