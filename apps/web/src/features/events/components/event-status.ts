// What an event's dates and status mean for the page: banners and whether registration is offered.
import type { Event } from '@robo/contracts';

export type EventPhase = 'upcoming' | 'ongoing' | 'ended';

export function eventPhase(event: Pick<Event, 'startDate' | 'endDate'>, now = Date.now()): EventPhase {
  if (now < Date.parse(event.startDate)) return 'upcoming';
  if (now < Date.parse(event.endDate)) return 'ongoing';
  return 'ended';
}

/** Spec §4: registration is offered only when published and the start is in the future. */
export const offersRegistration = (event: Pick<Event, 'status' | 'startDate' | 'endDate'>, now = Date.now()) =>
  event.status === 'published' && eventPhase(event, now) === 'upcoming';

export const deadlinePassed = (event: Pick<Event, 'registrationDeadline'>, now = Date.now()) =>
  now >= Date.parse(event.registrationDeadline);

export const primaryImage = (event: Pick<Event, 'images'>) => (event.images.find((i) => i.isPrimary) ?? event.images[0])?.url ?? null;

export const cityCountry = (event: Pick<Event, 'location'>) =>
  [event.location.city, event.location.country].filter((v, i, all) => v && all.indexOf(v) === i).join(', ');

export const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

const dateTime = new Intl.DateTimeFormat('en-IN', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  // Events happen in India (or online on Indian time): show their local time whatever the browser's zone.
  timeZone: 'Asia/Kolkata',
});
export const formatDateTime = (iso: string) => `${dateTime.format(new Date(iso))} IST`;
