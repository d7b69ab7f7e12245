// The create/edit form: every field of an event, validated with the same schema as the server.
// Dates are typed in the browser's local time and sent as ISO instants; the price is typed in
// rupees and sent in paise.
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  EVENT_CATEGORIES, EVENT_STATUSES, SOCIAL_LINK_KEYS, eventInputSchema, type Event, type EventInput,
} from '@robo/contracts';
import { Button } from '../../../components/ui/button.tsx';
import { Field, inputClass } from '../../../components/ui/field.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { cn } from '../../../lib/cn.ts';
import { capitalise } from './event-status.ts';

type Values = Record<string, string>;

/** ISO instant → value of a datetime-local input, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

const fromLocalInput = (value: string) => {
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : value;
};

export function initialValues(event?: Event): Values {
  if (!event) {
    return {
      title: '', description: '', category: 'workshop', status: 'published', startDate: '', endDate: '', registrationDeadline: '',
      capacity: '50', price: '0', images: '', venue: '', address: '', city: '', state: '', zipCode: '', country: 'India',
      organizerName: '', organization: '', organizerEmail: '', organizerPhone: '', tags: '',
      website: '', facebook: '', twitter: '', instagram: '', linkedin: '',
    };
  }
  return {
    title: event.title,
    description: event.description,
    category: event.category,
    status: event.status,
    startDate: toLocalInput(event.startDate),
    endDate: toLocalInput(event.endDate),
    registrationDeadline: toLocalInput(event.registrationDeadline),
    capacity: String(event.capacity),
    price: String(event.ticketPrice / 100),
    images: [...event.images].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary)).map((i) => i.url).join('\n'),
    venue: event.location.venue,
    address: event.location.address,
    city: event.location.city,
    state: event.location.state,
    zipCode: event.location.zipCode,
    country: event.location.country,
    organizerName: event.organizer.name,
    organization: event.organizer.organization,
    organizerEmail: event.organizer.email,
    organizerPhone: event.organizer.phone,
    tags: event.tags.join(', '),
    ...Object.fromEntries(SOCIAL_LINK_KEYS.map((k) => [k, event.socialLinks[k] ?? ''])),
  };
}

const numberOrText = (v: string) => (v.trim() !== '' && !Number.isNaN(Number(v)) ? Number(v) : v);

export function toInput(v: Values): EventInput {
  const price = numberOrText(v.price!);
  return {
    title: v.title!,
    description: v.description!,
    category: v.category as EventInput['category'],
    status: v.status as EventInput['status'],
    startDate: fromLocalInput(v.startDate!),
    endDate: fromLocalInput(v.endDate!),
    registrationDeadline: fromLocalInput(v.registrationDeadline!),
    capacity: numberOrText(v.capacity!) as number,
    ticketPrice: (typeof price === 'number' ? Math.round(price * 100) : price) as number,
    images: v.images!.split('\n').map((s) => s.trim()).filter(Boolean).map((url, i) => ({ url, isPrimary: i === 0 })),
    location: { venue: v.venue!, address: v.address!, city: v.city!, state: v.state!, zipCode: v.zipCode!, country: v.country! },
    organizer: { name: v.organizerName!, organization: v.organization!, email: v.organizerEmail!, phone: v.organizerPhone! },
    tags: v.tags!.split(',').map((s) => s.trim()).filter(Boolean),
    socialLinks: Object.fromEntries(SOCIAL_LINK_KEYS.map((k) => [k, v[k]!.trim()])),
  };
}

/** Schema paths → form field names. */
const FIELD_OF: Record<string, string> = {
  ticketPrice: 'price',
  'location.venue': 'venue', 'location.address': 'address', 'location.city': 'city', 'location.state': 'state',
  'location.zipCode': 'zipCode', 'location.country': 'country',
  'organizer.name': 'organizerName', 'organizer.organization': 'organization', 'organizer.email': 'organizerEmail', 'organizer.phone': 'organizerPhone',
  ...Object.fromEntries(SOCIAL_LINK_KEYS.map((k) => [`socialLinks.${k}`, k])),
};

export function fieldErrors(issues: { path: readonly PropertyKey[]; message: string }[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of issues) {
    const path = issue.path.map(String).filter((p) => p !== 'body');
    const key = path[0] === 'images' ? 'images' : path[0] === 'tags' ? 'tags' : FIELD_OF[path.join('.')] ?? path[0] ?? 'form';
    out[key] ??= issue.message;
  }
  return out;
}

export function EventForm({
  initial,
  submitLabel,
  pending,
  onSubmit,
}: {
  initial: Values;
  submitLabel: string;
  pending: boolean;
  onSubmit: (input: EventInput, onServerError: (err: Error) => void) => void;
}) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (key: string) => (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));
  const field = (key: string, label: string, props: Omit<React.ComponentProps<typeof Field>, 'label'> = {}) => (
    <Field label={label} name={key} value={values[key] ?? ''} onChange={set(key)} error={errors[key]} {...props} />
  );

  function submit(e: FormEvent) {
    e.preventDefault();
    const input = toInput(values);
    const parsed = eventInputSchema.safeParse(input);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      // Take the user to the first problem.
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setErrors({});
    onSubmit(input, (err) => {
      if (err instanceof ApiError && err.issues.length) setErrors(fieldErrors(err.issues));
      else setErrors({ form: err.message });
    });
  }

  return (
    <form noValidate onSubmit={submit} className="space-y-8">
      {errors.form && <p role="alert" className="rounded-lg bg-rose-50 p-3 text-sm text-rose-700 dark:bg-rose-950/40 dark:text-rose-300">{errors.form}</p>}
      <Section title="Basics">
        {field('title', 'Title', { required: true, maxLength: 200 })}
        <TextArea label="Description" value={values.description!} onChange={set('description')} error={errors.description} rows={6} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Select label="Category" value={values.category!} onChange={set('category')} options={EVENT_CATEGORIES} error={errors.category} />
          <Select label="Status" value={values.status!} onChange={set('status')} options={EVENT_STATUSES} error={errors.status} />
        </div>
      </Section>
      <Section title="Dates and tickets">
        <div className="grid gap-4 sm:grid-cols-3">
          {field('startDate', 'Start', { type: 'datetime-local', required: true })}
          {field('endDate', 'End', { type: 'datetime-local', required: true })}
          {field('registrationDeadline', 'Registration deadline', { type: 'datetime-local', required: true })}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          {field('capacity', 'Capacity', { type: 'number', min: 0, step: 1, inputMode: 'numeric', required: true })}
          {field('price', 'Ticket price (₹)', { type: 'number', min: 0, step: '0.01', inputMode: 'decimal', hint: '0 for a free event' })}
        </div>
      </Section>
      <Section title="Images">
        <TextArea
          label="Image URLs"
          hint="One per line; the first is the cover image."
          value={values.images!}
          onChange={set('images')}
          error={errors.images}
          rows={3}
        />
      </Section>
      <Section title="Location">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('venue', 'Venue', { required: true })}
          {field('address', 'Address')}
          {field('city', 'City', { required: true })}
          {field('state', 'State')}
          {field('zipCode', 'ZIP code', { inputMode: 'numeric' })}
          {field('country', 'Country', { required: true })}
        </div>
      </Section>
      <Section title="Organizer">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('organizerName', 'Organizer name', { required: true })}
          {field('organization', 'Organization')}
          {field('organizerEmail', 'Contact email', { type: 'email' })}
          {field('organizerPhone', 'Contact phone', { type: 'tel' })}
        </div>
      </Section>
      <Section title="Tags and links">
        {field('tags', 'Tags', { hint: 'Separate tags with commas, e.g. ros2, navigation' })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('website', 'Website', { type: 'url', placeholder: 'https://' })}
          {field('facebook', 'Facebook', { type: 'url', placeholder: 'https://facebook.com/...' })}
          {field('twitter', 'Twitter', { type: 'url', placeholder: 'https://x.com/...' })}
          {field('instagram', 'Instagram', { type: 'url', placeholder: 'https://instagram.com/...' })}
          {field('linkedin', 'LinkedIn', { type: 'url', placeholder: 'https://linkedin.com/...' })}
        </div>
      </Section>
      <div className="flex justify-end">
        <Button type="submit" size="lg" loading={pending}>{submitLabel}</Button>
      </div>
    </form>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900">
      <legend className="px-1 text-base font-semibold text-slate-900 dark:text-slate-100">{title}</legend>
      {children}
    </fieldset>
  );
}

function TextArea({ label, value, onChange, error, rows, hint }: { label: string; value: string; onChange: React.ChangeEventHandler<HTMLTextAreaElement>; error?: string | undefined; rows: number; hint?: string }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">{label}</label>
      <textarea id={id} value={value} onChange={onChange} rows={rows} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined} className={cn(inputClass, error && 'border-rose-500')} />
      {hint && !error && <p id={`${id}-hint`} className="mt-1 text-xs text-slate-500 dark:text-slate-400">{hint}</p>}
      {error && <p id={`${id}-error`} className="mt-1 text-sm text-rose-600 dark:text-rose-400">{error}</p>}
    </div>
  );
}

function Select({ label, value, onChange, options, error }: { label: string; value: string; onChange: React.ChangeEventHandler<HTMLSelectElement>; options: readonly string[]; error?: string | undefined }) {
  const id = useId();
  return (
    <div>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700 dark:text-slate-200">{label}</label>
      <select id={id} value={value} onChange={onChange} aria-invalid={error ? true : undefined} className={inputClass}>
        {options.map((o) => <option key={o} value={o}>{capitalise(o)}</option>)}
      </select>
      {error && <p className="mt-1 text-sm text-rose-600 dark:text-rose-400">{error}</p>}
    </div>
  );
}
