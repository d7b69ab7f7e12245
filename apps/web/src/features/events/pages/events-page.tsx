// /events: filters (search, category, city, status), the count of events found, cards with owner
// actions, Previous/Next pagination and the empty state. Filters live in the URL so a reload or a
// shared link keeps them; changing one goes back to page 1.
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { CalendarPlus, Search, Ticket } from 'lucide-react';
import { EVENT_CATEGORIES, EVENT_MESSAGES, EVENT_STATUSES, type EventListQuery } from '@robo/contracts';
import { Button, buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { inputClass } from '../../../components/ui/field.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useSession } from '../../../lib/session.tsx';
import { useFilterParams } from '../../../lib/use-filter-params.ts';
import { useEvents } from '../api/get-events.ts';
import { DeleteEventDialog } from '../components/delete-event-dialog.tsx';
import { EventCard } from '../components/event-card.tsx';
import { capitalise } from '../components/event-status.ts';
import { Pager } from '../components/pager.tsx';
import { useDebounced } from '../../../lib/use-debounced.ts';
import { useDeleteFlow } from '../hooks/use-delete-flow.ts';

const PAGE_SIZE = 10;
const TEXT_DEBOUNCE_MS = 400;

export default function EventsPage() {
  const { params, update, replace } = useFilterParams();
  const { user } = useSession();
  const category = params.get('category') ?? '';
  const status = params.get('status') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(params.get('search') ?? '');
  const [city, setCity] = useState(params.get('city') ?? '');
  const debouncedSearch = useDebounced(search.trim(), TEXT_DEBOUNCE_MS);
  const debouncedCity = useDebounced(city.trim(), TEXT_DEBOUNCE_MS);

  // Typed filters reach the URL once the typing pauses.
  useEffect(() => {
    if ((params.get('search') ?? '') !== debouncedSearch || (params.get('city') ?? '') !== debouncedCity) {
      update({ search: debouncedSearch, city: debouncedCity });
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [debouncedSearch, debouncedCity]);

  const query: EventListQuery = {
    page,
    limit: PAGE_SIZE,
    search: params.get('search') || undefined,
    city: params.get('city') || undefined,
    category: (category || undefined) as EventListQuery['category'],
    status: (status || undefined) as EventListQuery['status'],
  };
  const events = useEvents(query);
  const deletion = useDeleteFlow(undefined, true);
  const filtered = !!(search || city || category || status);

  const clear = () => {
    setSearch('');
    setCity('');
    replace(new URLSearchParams());
  };

  return (
    <Container className="py-10">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-slate-900 dark:text-slate-100">Events</h1>
          <p className="mt-1 text-slate-600 dark:text-slate-400">Workshops, meetups, competitions and conferences for robotics builders across India and online.</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Link to="/events/mine" className={buttonLinkClass('secondary')}>
            <Ticket className="size-4" aria-hidden="true" /> My events
          </Link>
          <Link to="/events/new" className={buttonLinkClass()}>
            <CalendarPlus className="size-4" aria-hidden="true" /> Create Event
          </Link>
        </div>
      </div>

      <form role="search" aria-label="Filter events" className="mt-6 grid gap-3 rounded-2xl border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr_1fr_auto] dark:border-slate-800 dark:bg-slate-900" onSubmit={(e) => e.preventDefault()}>
        <div className="relative">
          <label htmlFor="event-search" className="sr-only">Search events</label>
          <Search className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-400" aria-hidden="true" />
          <input id="event-search" type="search" value={search} onChange={(e) => setSearch(e.target.value)} placeholder="Search events" className={`${inputClass} pl-9`} />
        </div>
        <div>
          <label htmlFor="event-category" className="sr-only">Category</label>
          <select id="event-category" value={category} onChange={(e) => update({ category: e.target.value })} className={inputClass}>
            <option value="">All categories</option>
            {EVENT_CATEGORIES.map((c) => <option key={c} value={c}>{capitalise(c)}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor="event-city" className="sr-only">City</label>
          <input id="event-city" value={city} onChange={(e) => setCity(e.target.value)} placeholder="City" className={inputClass} />
        </div>
        <div>
          <label htmlFor="event-status" className="sr-only">Status</label>
          <select id="event-status" value={status} onChange={(e) => update({ status: e.target.value })} className={inputClass}>
            <option value="">All statuses</option>
            {EVENT_STATUSES.map((s) => <option key={s} value={s}>{capitalise(s)}</option>)}
          </select>
        </div>
        <Button variant="ghost" onClick={clear} disabled={!filtered}>Clear filters</Button>
      </form>

      {events.isPending ? (
        <PageLoader label="Loading events..." />
      ) : events.isError ? (
        <div role="alert" className="mt-8 rounded-2xl border border-rose-200 bg-rose-50 p-6 text-rose-800 dark:border-rose-900 dark:bg-rose-950/40 dark:text-rose-200">
          <p>{events.error.message || EVENT_MESSAGES.listFailed}</p>
          <Button variant="secondary" className="mt-3" onClick={() => events.refetch()}>Try again</Button>
        </div>
      ) : (
        <>
          <p className="mt-6 text-sm text-slate-600 dark:text-slate-400" aria-live="polite">
            <span className="font-semibold text-slate-900 dark:text-slate-100">{events.data.pagination.total}</span> events found
          </p>
          {events.data.data.length === 0 ? (
            <div className="mt-4">
              <EmptyState
                title={EVENT_MESSAGES.empty}
                description={filtered ? 'Try another search or clear the filters.' : 'Be the first to create one.'}
                action={filtered ? <Button variant="secondary" onClick={clear}>Clear filters</Button> : <Link to="/events/new" className={buttonLinkClass()}>Create Event</Link>}
              />
            </div>
          ) : (
            <div className={`mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${events.isPlaceholderData ? 'opacity-60' : ''}`}>
              {events.data.data.map((event) => (
                <EventCard key={event._id} event={event} isOwner={!!user && event.createdBy === user.id} onDelete={deletion.ask} />
              ))}
            </div>
          )}
          <Pager page={events.data.pagination.page} pages={events.data.pagination.pages} onPage={(p) => { update({ page: String(p) }); window.scrollTo({ top: 0 }); }} />
        </>
      )}
      <DeleteEventDialog
        open={!!deletion.target}
        title={deletion.target?.title ?? null}
        pending={deletion.pending}
        onConfirm={deletion.confirm}
        onClose={deletion.cancel}
      />
    </Container>
  );
}
