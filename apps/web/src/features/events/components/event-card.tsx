// A card of the events list: image, status, date, place, category, description, price; owner actions.
import { Link } from 'react-router';
import { CalendarDays, MapPin, Pencil, Tag, Trash2 } from 'lucide-react';
import type { Event } from '@robo/contracts';
import { formatDate, formatPaise } from '../../../lib/format.ts';
import { EventStatusBadge } from './event-status-badge.tsx';
import { capitalise, cityCountry, primaryImage } from './event-status.ts';

export function EventCard({ event, isOwner, onDelete }: { event: Event; isOwner: boolean; onDelete: (event: Event) => void }) {
  const image = primaryImage(event);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm transition hover:shadow-md dark:border-slate-800 dark:bg-slate-900">
      <div className="relative aspect-[16/9] bg-slate-100 dark:bg-slate-800">
        {image && <img src={image} alt="" loading="lazy" className="size-full object-cover" />}
        <EventStatusBadge status={event.status} className="absolute left-3 top-3 shadow" />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <h2 className="text-lg font-semibold leading-snug text-slate-900 dark:text-slate-100">
          <Link to={`/events/${event._id}`} className="after:absolute after:inset-0 focus:outline-none focus-visible:underline">
            {event.title}
          </Link>
        </h2>
        <ul className="space-y-1 text-sm text-slate-600 dark:text-slate-400">
          <li className="flex items-center gap-2"><CalendarDays className="size-4 shrink-0" aria-hidden="true" />{formatDate(event.startDate)}</li>
          <li className="flex items-center gap-2"><MapPin className="size-4 shrink-0" aria-hidden="true" />{cityCountry(event)}</li>
          <li className="flex items-center gap-2"><Tag className="size-4 shrink-0" aria-hidden="true" />{capitalise(event.category)}</li>
        </ul>
        <p className="line-clamp-3 text-sm text-slate-600 dark:text-slate-300">{event.description}</p>
        <div className="mt-auto flex items-center justify-between gap-2 pt-2">
          {event.ticketPrice > 0 ? (
            <span className="font-semibold text-slate-900 dark:text-slate-100">{formatPaise(event.ticketPrice)}</span>
          ) : (
            <span />
          )}
          {isOwner && (
            // Above the card's stretched link so these stay clickable.
            <div className="relative z-10 flex gap-1">
              <Link
                to={`/events/${event._id}/edit`}
                className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-slate-800"
                aria-label={`Edit ${event.title}`}
              >
                <Pencil className="size-4" aria-hidden="true" /> Edit
              </Link>
              <button
                type="button"
                onClick={() => onDelete(event)}
                className="inline-flex items-center gap-1 rounded-lg px-2 py-1 text-sm font-medium text-rose-700 hover:bg-rose-50 dark:text-rose-300 dark:hover:bg-slate-800"
                aria-label={`Delete ${event.title}`}
              >
                <Trash2 className="size-4" aria-hidden="true" /> Delete
              </button>
            </div>
          )}
        </div>
      </div>
    </article>
  );
}
