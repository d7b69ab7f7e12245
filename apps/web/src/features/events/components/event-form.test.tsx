// The event form's conversions (local dates → ISO, rupees → paise, lists) and its error mapping.
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { eventInputSchema, type Event } from '@robo/contracts';
import { EventForm, fieldErrors, initialValues, toInput, toLocalInput } from './event-form.tsx';
import { eventPhase, offersRegistration } from './event-status.ts';

const HOUR = 3_600_000;

function filled() {
  return {
    ...initialValues(),
    title: 'Servo Clinic',
    description: 'Tuning hobby servos for robot arms.',
    startDate: toLocalInput(new Date(Date.now() + 48 * HOUR).toISOString()),
    endDate: toLocalInput(new Date(Date.now() + 50 * HOUR).toISOString()),
    registrationDeadline: toLocalInput(new Date(Date.now() + 24 * HOUR).toISOString()),
    price: '499.50',
    images: ' https://example.com/a.png \n\n/media/events/b.svg',
    venue: 'Hall 1',
    city: 'Pune',
    organizerName: 'Meera',
    tags: 'servo, , pid ',
    website: ' ',
  };
}

describe('event form conversions', () => {
  it('sends paise, ISO dates, the first image as primary, trimmed tags and no empty links', () => {
    const input = toInput(filled());
    expect(input.ticketPrice).toBe(49_950);
    expect(input.capacity).toBe(50);
    expect(input.images).toEqual([
      { url: 'https://example.com/a.png', isPrimary: true },
      { url: '/media/events/b.svg', isPrimary: false },
    ]);
    expect(input.tags).toEqual(['servo', 'pid']);
    expect(Date.parse(input.endDate) - Date.parse(input.startDate)).toBe(2 * HOUR);
    const parsed = eventInputSchema.parse(input);
    expect(parsed.socialLinks).toEqual({});
  });

  it('round-trips an event through the form values', () => {
    const input = eventInputSchema.parse(toInput(filled()));
    const event = {
      ...input,
      _id: 'x', durationHours: 2, capacity: 50, remainingCapacity: 50, createdBy: 'u', createdAt: '', updatedAt: '',
      images: input.images, currency: 'INR',
    } as Event;
    const again = toInput(initialValues(event));
    expect(again.ticketPrice).toBe(49_950);
    // Minutes survive; seconds are not part of a datetime-local value.
    expect(Math.abs(Date.parse(again.startDate) - Date.parse(input.startDate))).toBeLessThan(60_000);
  });

  it('maps nested and server issue paths onto the form fields', () => {
    expect(
      fieldErrors([
        { path: ['body', 'location', 'city'], message: 'City is required' },
        { path: ['organizer', 'email'], message: 'bad email' },
        { path: ['socialLinks', 'twitter'], message: 'bad link' },
        { path: ['images', 0, 'url'], message: 'bad image' },
        { path: ['ticketPrice'], message: 'bad price' },
      ]),
    ).toEqual({ city: 'City is required', organizerEmail: 'bad email', twitter: 'bad link', images: 'bad image', price: 'bad price' });
  });

  it('shows the schema errors and sends nothing when the dates are out of order', () => {
    const onSubmit = vi.fn();
    const values = { ...filled(), endDate: filled().startDate };
    render(<EventForm initial={values} submitLabel="Create Event" pending={false} onSubmit={onSubmit} />);
    fireEvent.click(screen.getByRole('button', { name: 'Create Event' }));
    expect(screen.getByText('End date must be after the start date')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('event phases', () => {
  const at = (startOffset: number, endOffset: number, status: Event['status'] = 'published') => ({
    status,
    startDate: new Date(Date.now() + startOffset).toISOString(),
    endDate: new Date(Date.now() + endOffset).toISOString(),
  });
  it('offers registration only for published events that have not started', () => {
    expect(offersRegistration(at(HOUR, 2 * HOUR))).toBe(true);
    expect(offersRegistration(at(HOUR, 2 * HOUR, 'cancelled'))).toBe(false);
    expect(offersRegistration(at(-HOUR, HOUR))).toBe(false);
    expect(eventPhase(at(-HOUR, HOUR))).toBe('ongoing');
    expect(eventPhase(at(-2 * HOUR, -HOUR))).toBe('ended');
  });
});
