// /events/mine: tickets I hold and events I created, each paginated.
import { Link, useSearchParams } from 'react-router';
import { ArrowLeft } from 'lucide-react';
import { EVENT_MESSAGES } from '@robo/contracts';
import { Button, buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { cn } from '../../../lib/cn.ts';
import { useSession } from '../../../lib/session.tsx';
import { useMyEvents } from '../api/get-my-events.ts';
import { DeleteEventDialog } from '../components/delete-event-dialog.tsx';
import { EventCard } from '../components/event-card.tsx';
import { Pager } from '../components/pager.tsx';
import { useDeleteFlow } from '../hooks/use-delete-flow.ts';

const TABS = [
  { type: 'tickets', label: 'My tickets' },
  { type: 'created', label: 'Created by me' },
] as const;

export default function MyEventsPage() {
  const [params, setParams] = useSearchParams();
  const type = params.get('type') === 'created' ? 'created' : 'tickets';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const { user } = useSession();
  const events = useMyEvents({ type, page, limit: 12 });
  const deletion = useDeleteFlow(undefined, true);

  return (
    <Container className="py-10">
      <Link to="/events" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to Events
      </Link>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">My events</h1>
      <div role="tablist" aria-label="My events" className="mt-6 inline-flex rounded-xl border border-slate-200 bg-white p-1 dark:border-slate-800 dark:bg-slate-900">
        {TABS.map((tab) => (
          <button
            key={tab.type}
            role="tab"
            type="button"
            aria-selected={type === tab.type}
            onClick={() => setParams({ type: tab.type }, { replace: true })}
            className={cn(
              'rounded-lg px-4 py-2 text-sm font-medium',
              type === tab.type ? 'bg-brand-600 text-white' : 'text-slate-700 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
            )}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" aria-label={TABS.find((t) => t.type === type)!.label} className="mt-6">
        {events.isPending ? (
          <PageLoader label="Loading your events..." />
        ) : events.isError ? (
          <div role="alert" className="rounded-2xl border border-rose-200 bg-rose-50 p-6 text-rose-800 dark:border-rose-900 dark:bg-rose-950/40 dark:text-rose-200">
            <p>{events.error.message || EVENT_MESSAGES.listFailed}</p>
            <Button variant="secondary" className="mt-3" onClick={() => events.refetch()}>Try again</Button>
          </div>
        ) : events.data.data.length === 0 ? (
          <EmptyState
            title={type === 'tickets' ? 'No tickets yet' : 'You have not created any events'}
            description={type === 'tickets' ? 'Register for an event and it will show here.' : 'Organising a workshop or meetup? Publish it here.'}
            action={
              <Link to={type === 'tickets' ? '/events' : '/events/new'} className={buttonLinkClass()}>
                {type === 'tickets' ? 'Browse Events' : 'Create Event'}
              </Link>
            }
          />
        ) : (
          <>
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">{events.data.pagination.total} {type === 'tickets' ? 'tickets' : 'events'}</p>
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {events.data.data.map((event) => (
                <EventCard key={event._id} event={event} isOwner={!!user && event.createdBy === user.id} onDelete={deletion.ask} />
              ))}
            </div>
            <Pager page={page} pages={events.data.pagination.pages} onPage={(p) => setParams({ type, page: String(p) }, { replace: true })} />
          </>
        )}
      </div>
      <DeleteEventDialog open={!!deletion.target} title={deletion.target?.title ?? null} pending={deletion.pending} onConfirm={deletion.confirm} onClose={deletion.cancel} />
    </Container>
  );
}
