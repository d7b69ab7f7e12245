// /contribution: the contribution programmes, each programme's detail tabs and the application form.
import { useState } from 'react';
import { AlertTriangle, ArrowRight, BookOpen } from 'lucide-react';
import { CONTRIBUTION_MESSAGES } from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useContributionTypes } from '../api/get-contribution-types.ts';
import { ApplicationForm } from '../components/application-form.tsx';
import { typesErrorMessage } from '../components/messages.ts';
import { ProgrammeDetail, type DetailTab } from '../components/programme-detail.tsx';

type View = { kind: 'list' } | { kind: 'detail'; id: string; tab: DetailTab } | { kind: 'form'; id: string; from: 'list' | 'detail' };

export default function ContributionPage() {
  const types = useContributionTypes();
  const [view, setView] = useState<View>({ kind: 'list' });

  const body = () => {
    if (types.isPending) return <PageLoader label="Loading programmes..." />;
    if (types.isError) {
      return (
        <div role="alert" className="mx-auto max-w-lg rounded-2xl border border-rose-200 bg-rose-50 p-8 text-center dark:border-rose-500/30 dark:bg-rose-500/10">
          <AlertTriangle className="mx-auto size-10 text-rose-500" aria-hidden="true" />
          <h2 className="mt-3 text-xl font-bold">{CONTRIBUTION_MESSAGES.errorHeading}</h2>
          <p className="mt-2 text-slate-700 dark:text-slate-300">{typesErrorMessage(types.error)}</p>
          <Button className="mt-6" onClick={() => types.refetch()}>Try Again</Button>
        </div>
      );
    }
    const list = types.data.data;
    const selected = view.kind === 'list' ? undefined : list.find((t) => t._id === view.id);
    if (view.kind === 'detail' && selected) {
      return <ProgrammeDetail programme={selected} tab={view.tab} onTab={(tab) => setView({ ...view, tab })} onBack={() => setView({ kind: 'list' })} onApply={() => setView({ kind: 'form', id: selected._id, from: 'detail' })} />;
    }
    if (view.kind === 'form' && selected) {
      return (
        <ApplicationForm
          programme={selected}
          onBack={() => setView(view.from === 'detail' ? { kind: 'detail', id: selected._id, tab: 'overview' } : { kind: 'list' })}
          onSubmitted={() => setView({ kind: 'list' })}
        />
      );
    }
    if (list.length === 0) return <EmptyState title="No programmes are open right now" />;
    return (
      <ul className="grid gap-6 md:grid-cols-3">
        {list.map((t) => (
          <li key={t._id} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
            <h2 className="text-xl font-semibold">
              <button type="button" className="text-left hover:text-brand-600 dark:hover:text-brand-400" onClick={() => setView({ kind: 'detail', id: t._id, tab: 'overview' })}>{t.title}</button>
            </h2>
            <p className="mt-2 flex-1 text-sm text-slate-600 dark:text-slate-400">{t.description}</p>
            <p className="mt-4 text-xs font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">Best for</p>
            <ul className="mt-1 list-inside list-disc text-sm text-slate-700 dark:text-slate-300">
              {t.bestFor.slice(0, 3).map((b) => <li key={b}>{b}</li>)}
            </ul>
            <div className="mt-6 flex flex-wrap gap-2">
              <Button aria-label={`Get Started as ${t.name}`} onClick={() => setView({ kind: 'form', id: t._id, from: 'list' })}>
                Get Started <ArrowRight className="size-4" aria-hidden="true" />
              </Button>
              <Button variant="secondary" aria-label={`View Full Guide for ${t.name}`} onClick={() => setView({ kind: 'detail', id: t._id, tab: 'guidebook' })}>
                <BookOpen className="size-4" aria-hidden="true" /> View Full Guide
              </Button>
            </div>
          </li>
        ))}
      </ul>
    );
  };

  return (
    <Container className="py-10">
      <header className="mb-8">
        <h1 className="text-3xl font-bold tracking-tight">Contribution Programme</h1>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
          Create robotics lessons with us as a video creator, graphic designer or content writer, and get paid for every piece we publish.
        </p>
      </header>
      {body()}
    </Container>
  );
}
