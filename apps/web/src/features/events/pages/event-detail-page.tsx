// /events/{id}: every block of the spec: image, status, title, category, cart link, owner actions,
// share, dates, location, organizer, price, description, tags, social links, status banners and the
// registration panel with the access state (checking, Access Granted, or Register Now).
import { useId, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import {
  AlertTriangle, ArrowLeft, Building2, CalendarClock, CheckCircle2, Clock, Globe, Link2, Mail, MapPin, Pencil, Phone,
  Radio, RefreshCw, Share2, ShoppingCart, Trash2, User as UserIcon, XCircle,
} from 'lucide-react';
import { EVENT_MESSAGES, SOCIAL_LINK_KEYS, type Event } from '@robo/contracts';
import { Button, buttonLinkClass } from '../../../components/ui/button.tsx';
import { Container } from '../../../components/ui/container.tsx';
import { PageLoader } from '../../../components/ui/spinner.tsx';
import { useToast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { addToCart, useCart } from '../../../lib/cart.ts';
import { formatDate, formatPaise } from '../../../lib/format.ts';
import { useSession } from '../../../lib/session.tsx';
import { useEventPurchase } from '../api/check-event-purchase.ts';
import { useEvent } from '../api/get-event.ts';
import { useRegisterForEvent } from '../api/register-event.ts';
import { DeleteEventDialog } from '../components/delete-event-dialog.tsx';
import { EventStatusBadge } from '../components/event-status-badge.tsx';
import {
  capitalise, cityCountry, deadlinePassed, eventPhase, formatDateTime, offersRegistration, primaryImage,
} from '../components/event-status.ts';
import { useDeleteFlow } from '../hooks/use-delete-flow.ts';
import { useShare } from '../hooks/use-share.ts';

/** Spec §9: the success toast for adding to the cart lasts 8 seconds. */
const CART_SUCCESS_MS = 8000;

export default function EventDetailPage() {
  const { id = '' } = useParams();
  const event = useEvent(id);
  if (event.isPending) return <PageLoader label="Loading event..." />;
  if (event.isError) {
    const missing = event.error instanceof ApiError && event.error.status === 404;
    return (
      <Container className="py-16 text-center">
        <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{missing ? EVENT_MESSAGES.notFound : EVENT_MESSAGES.detailFailed}</h1>
        {!missing && <p role="alert" className="mt-2 text-slate-600 dark:text-slate-400">{event.error.message}</p>}
        <div className="mt-6 flex justify-center gap-3">
          {!missing && <Button variant="secondary" onClick={() => event.refetch()}>Try again</Button>}
          <Link to="/events" className={buttonLinkClass()}>Back to Events</Link>
        </div>
      </Container>
    );
  }
  return <EventDetail event={event.data.data} />;
}

function EventDetail({ event }: { event: Event }) {
  const { user } = useSession();
  const navigate = useNavigate();
  const cart = useCart();
  const share = useShare();
  const isOwner = !!user && event.createdBy === user.id;
  const deletion = useDeleteFlow(() => navigate('/events', { replace: true }));
  const phase = eventPhase(event);
  const image = primaryImage(event);
  const links = SOCIAL_LINK_KEYS.filter((k) => event.socialLinks[k]);

  return (
    <Container className="py-8">
      <Link to="/events" className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline dark:text-brand-300">
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to Events
      </Link>

      {event.status === 'cancelled' && (
        <Banner tone="rose" icon={<XCircle className="size-5" aria-hidden="true" />} title="This event has been cancelled">
          Registration is closed. Ticket holders will hear from the organizer.
        </Banner>
      )}
      {event.status === 'completed' && (
        <Banner tone="sky" icon={<CheckCircle2 className="size-5" aria-hidden="true" />} title="This event has ended">
          Thanks to everyone who took part.
        </Banner>
      )}
      {event.status !== 'cancelled' && event.status !== 'completed' && phase === 'ongoing' && (
        <Banner tone="amber" icon={<Radio className="size-5" aria-hidden="true" />} title="This event is happening now">
          It started on {formatDateTime(event.startDate)} and runs until {formatDateTime(event.endDate)}.
        </Banner>
      )}

      <div className="mt-6 grid gap-8 lg:grid-cols-[2fr_1fr]">
        <div className="min-w-0">
          <div className="overflow-hidden rounded-2xl bg-slate-100 dark:bg-slate-800">
            {image ? <img src={image} alt={`${event.title} banner`} className="aspect-[16/9] w-full object-cover" /> : <div className="aspect-[16/9]" />}
          </div>
          <div className="mt-6 flex flex-wrap items-center gap-2">
            <EventStatusBadge status={event.status} />
            <span className="rounded-full bg-brand-50 px-2.5 py-0.5 text-xs font-semibold text-brand-700 dark:bg-brand-500/15 dark:text-brand-300">{capitalise(event.category)}</span>
          </div>
          <h1 className="mt-3 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl dark:text-slate-100">{event.title}</h1>

          <div className="mt-4 flex flex-wrap gap-2">
            <Link to="/cart" className={buttonLinkClass('secondary', 'sm')} aria-label={`Cart, ${cart.totalItems} item${cart.totalItems === 1 ? '' : 's'}`}>
              <ShoppingCart className="size-4" aria-hidden="true" /> Cart ({cart.totalItems})
            </Link>
            <Button variant="secondary" size="sm" onClick={() => share(event.title)}>
              <Share2 className="size-4" aria-hidden="true" /> Share
            </Button>
            {isOwner && (
              <>
                <Link to={`/events/${event._id}/edit`} className={buttonLinkClass('secondary', 'sm')}>
                  <Pencil className="size-4" aria-hidden="true" /> Edit
                </Link>
                <Button variant="danger" size="sm" onClick={() => deletion.ask(event)}>
                  <Trash2 className="size-4" aria-hidden="true" /> Delete
                </Button>
              </>
            )}
          </div>

          {/* On phones the registration panel comes right under the title, not after the whole page. */}
          {offersRegistration(event) && (
            <div className="mt-6 lg:hidden">
              <RegistrationPanel event={event} />
            </div>
          )}

          <section aria-labelledby="about" className="mt-8">
            <h2 id="about" className="text-xl font-semibold text-slate-900 dark:text-slate-100">About this event</h2>
            <div className="mt-3 space-y-3 text-slate-700 dark:text-slate-300">
              {event.description.split(/\n{2,}/).map((para, i) => <p key={i} className="whitespace-pre-line">{para}</p>)}
            </div>
          </section>

          {event.tags.length > 0 && (
            <section aria-labelledby="tags" className="mt-8">
              <h2 id="tags" className="text-xl font-semibold text-slate-900 dark:text-slate-100">Tags</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {event.tags.map((t) => (
                  <li key={t} className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-700 dark:bg-slate-800 dark:text-slate-300">#{t}</li>
                ))}
              </ul>
            </section>
          )}

          {links.length > 0 && (
            <section aria-labelledby="links" className="mt-8">
              <h2 id="links" className="text-xl font-semibold text-slate-900 dark:text-slate-100">Links</h2>
              <ul className="mt-3 flex flex-wrap gap-2">
                {links.map((k) => (
                  <li key={k}>
                    <a href={event.socialLinks[k]} target="_blank" rel="noopener noreferrer" className={buttonLinkClass('secondary', 'sm')}>
                      {k === 'website' ? <Globe className="size-4" aria-hidden="true" /> : <Link2 className="size-4" aria-hidden="true" />}
                      {k === 'linkedin' ? 'LinkedIn' : k === 'twitter' ? 'Twitter / X' : capitalise(k)}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </div>

        <aside className="space-y-6">
          {offersRegistration(event) && (
            <div className="hidden lg:block">
              <RegistrationPanel event={event} />
            </div>
          )}

          <InfoCard title="When">
            <InfoRow icon={<CalendarClock className="size-4" />} label="Starts">{formatDateTime(event.startDate)}</InfoRow>
            <InfoRow icon={<CalendarClock className="size-4" />} label="Ends">{formatDateTime(event.endDate)}</InfoRow>
            <InfoRow icon={<Clock className="size-4" />} label="Duration">{event.durationHours} hour{event.durationHours === 1 ? '' : 's'}</InfoRow>
          </InfoCard>

          <InfoCard title="Where">
            <InfoRow icon={<MapPin className="size-4" />} label="Venue">
              <span className="block font-medium">{event.location.venue}</span>
              {event.location.address && <span className="block">{event.location.address}</span>}
              <span className="block">
                {[event.location.city, event.location.state, event.location.zipCode].filter(Boolean).join(', ')}
              </span>
              {event.location.country !== event.location.city && <span className="block">{event.location.country}</span>}
            </InfoRow>
          </InfoCard>

          <InfoCard title="Organizer">
            <InfoRow icon={<UserIcon className="size-4" />} label="Name">{event.organizer.name}</InfoRow>
            {event.organizer.organization && <InfoRow icon={<Building2 className="size-4" />} label="Organization">{event.organizer.organization}</InfoRow>}
            {event.organizer.email && (
              <InfoRow icon={<Mail className="size-4" />} label="Email">
                <a className="text-brand-700 hover:underline dark:text-brand-300" href={`mailto:${event.organizer.email}`}>{event.organizer.email}</a>
              </InfoRow>
            )}
            {event.organizer.phone && (
              <InfoRow icon={<Phone className="size-4" />} label="Phone">
                <a className="text-brand-700 hover:underline dark:text-brand-300" href={`tel:${event.organizer.phone.replace(/\s/g, '')}`}>{event.organizer.phone}</a>
              </InfoRow>
            )}
          </InfoCard>

          <InfoCard title="Price">
            <p className="text-2xl font-bold text-slate-900 dark:text-slate-100">{event.ticketPrice > 0 ? formatPaise(event.ticketPrice) : 'Free'}</p>
          </InfoCard>
        </aside>
      </div>

      <DeleteEventDialog open={!!deletion.target} title={event.title} pending={deletion.pending} onConfirm={deletion.confirm} onClose={deletion.cancel} />
    </Container>
  );
}

function RegistrationPanel({ event }: { event: Event }) {
  const { isLoggedIn } = useSession();
  const navigate = useNavigate();
  const toast = useToast();
  const purchase = useEventPurchase(event._id, isLoggedIn);
  const register = useRegisterForEvent();
  const [refreshing, setRefreshing] = useState(false);
  const headingId = useId();
  const full = event.remainingCapacity <= 0;
  const closed = deadlinePassed(event);
  const paid = event.ticketPrice > 0;

  const onRegister = () => {
    if (!isLoggedIn) {
      navigate('/login');
      return;
    }
    if (!paid) {
      register.mutate(event._id, {
        onSuccess: () => {
          toast.success(EVENT_MESSAGES.registered, `You are registered for ${event.title}.`);
          void purchase.refetch();
        },
        onError: (err) => toast.error(EVENT_MESSAGES.registrationFailed, err.message || EVENT_MESSAGES.registrationFailedFallback),
      });
      return;
    }
    if (!event._id) {
      toast.error('Add to Cart Failed', 'Event details are missing. Please refresh the page and try again.');
      return;
    }
    const added = addToCart({
      id: event._id,
      type: 'event',
      title: event.title,
      price: event.ticketPrice,
      thumbnail: primaryImage(event),
      instructor: event.organizer.name,
      category: capitalise(event.category),
      date: event.startDate,
      location: cityCountry(event),
    });
    if (added) toast.success('Added to Cart!', `${event.title} has been added to your cart.`, CART_SUCCESS_MS);
    else toast.warning('Already in Cart', EVENT_MESSAGES.alreadyInCart);
    navigate(`/razorpay-checkout?event=${encodeURIComponent(event._id)}`);
  };

  const refresh = async () => {
    setRefreshing(true);
    await purchase.refetch();
    setRefreshing(false);
  };

  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-brand-300 bg-brand-50/60 p-5 dark:border-brand-500/30 dark:bg-brand-500/10">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900 dark:text-slate-100">Registration</h2>
      <dl className="mt-3 space-y-1 text-sm text-slate-700 dark:text-slate-300">
        <div className="flex justify-between gap-4"><dt>Ticket</dt><dd className="font-semibold">{paid ? formatPaise(event.ticketPrice) : 'Free'}</dd></div>
        <div className="flex justify-between gap-4"><dt>Seats left</dt><dd className="font-semibold">{event.remainingCapacity} of {event.capacity}</dd></div>
        <div className="flex justify-between gap-4"><dt>Register by</dt><dd className="font-semibold">{formatDate(event.registrationDeadline)}</dd></div>
      </dl>
      <div className="mt-4" aria-live="polite">
        {isLoggedIn && purchase.isPending ? (
          <p className="text-sm text-slate-600 dark:text-slate-400">Checking your registration...</p>
        ) : purchase.data?.data.hasPurchased ? (
          <div className="rounded-xl bg-emerald-100 p-4 text-emerald-900 dark:bg-emerald-500/15 dark:text-emerald-200">
            <p className="flex items-center gap-2 font-semibold"><CheckCircle2 className="size-5" aria-hidden="true" /> Access Granted</p>
            <p className="mt-1 text-sm">You hold a ticket for this event.</p>
            <button type="button" onClick={refresh} disabled={refreshing} className="mt-2 inline-flex items-center gap-1 text-sm font-medium underline">
              <RefreshCw className={`size-3.5 ${refreshing ? 'animate-spin' : ''}`} aria-hidden="true" /> Refresh
            </button>
          </div>
        ) : (
          <>
            {purchase.isError && (
              <p className="mb-2 flex items-center gap-1 text-sm text-amber-700 dark:text-amber-300">
                <AlertTriangle className="size-4" aria-hidden="true" /> Could not check your registration.
              </p>
            )}
            <Button size="lg" className="w-full" disabled={full || closed} loading={register.isPending} onClick={onRegister}>
              {full ? EVENT_MESSAGES.full : closed ? 'Registration Closed' : 'Register Now'}
            </Button>
          </>
        )}
      </div>
    </section>
  );
}

function Banner({ tone, icon, title, children }: { tone: 'rose' | 'sky' | 'amber'; icon: React.ReactNode; title: string; children: React.ReactNode }) {
  const tones = {
    rose: 'border-rose-200 bg-rose-50 text-rose-900 dark:border-rose-900 dark:bg-rose-950/40 dark:text-rose-200',
    sky: 'border-sky-200 bg-sky-50 text-sky-900 dark:border-sky-900 dark:bg-sky-950/40 dark:text-sky-200',
    amber: 'border-amber-200 bg-amber-50 text-amber-900 dark:border-amber-900 dark:bg-amber-950/40 dark:text-amber-200',
  };
  return (
    <div role="status" className={`mt-4 flex gap-3 rounded-2xl border p-4 ${tones[tone]}`}>
      <span className="mt-0.5 shrink-0">{icon}</span>
      <div>
        <p className="font-semibold">{title}</p>
        <p className="text-sm">{children}</p>
      </div>
    </div>
  );
}

function InfoCard({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <section className="rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <h2 className="text-sm font-semibold uppercase tracking-wide text-slate-500 dark:text-slate-400">{title}</h2>
      <div className="mt-3 space-y-3">{children}</div>
    </section>
  );
}

function InfoRow({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <dl className="flex gap-3 text-sm text-slate-700 dark:text-slate-300">
      <span className="mt-0.5 text-slate-400" aria-hidden="true">{icon}</span>
      <div className="min-w-0">
        <dt className="text-xs font-medium text-slate-500 dark:text-slate-400">{label}</dt>
        <dd className="break-words">{children}</dd>
      </div>
    </dl>
  );
}
