import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_MESSAGES } from '@robo/contracts';
import { NEWSLETTER_MESSAGE_MS, NewsletterForm } from './newsletter-form.tsx';

function setup() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NewsletterForm />
    </QueryClientProvider>,
  );
  return {
    email: screen.getByLabelText('Email address') as HTMLInputElement,
    submit: () => fireEvent.click(screen.getByRole('button', { name: 'Subscribe' })),
    status: () => screen.getByRole('status'),
  };
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('NewsletterForm', () => {
  it('asks for an email, then for a valid one, without calling the server', async () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    const { email, submit, status } = setup();
    submit();
    expect(status()).toHaveTextContent(NEWSLETTER_MESSAGES.required);
    fireEvent.change(email, { target: { value: 'asha@' } });
    submit();
    expect(status()).toHaveTextContent(NEWSLETTER_MESSAGES.invalid);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('shows the server message on success, clears the form, and hides the message after 5 s', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: true, message: NEWSLETTER_MESSAGES.subscribed }), { status: 201 })));
    const { email, submit, status } = setup();
    fireEvent.change(email, { target: { value: 'asha@example.com' } });
    submit();
    expect(await screen.findByText(NEWSLETTER_MESSAGES.subscribed)).toBeInTheDocument();
    expect(email.value).toBe('');
    await act(async () => vi.advanceTimersByTime(NEWSLETTER_MESSAGE_MS - 100));
    expect(status()).toHaveTextContent(NEWSLETTER_MESSAGES.subscribed);
    await act(async () => vi.advanceTimersByTime(200));
    expect(status()).toHaveTextContent('');
  });

  it('shows the network message when the server cannot be reached and keeps the email', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    const { email, submit } = setup();
    fireEvent.change(email, { target: { value: 'asha@example.com' } });
    submit();
    expect(await screen.findByText(NEWSLETTER_MESSAGES.network)).toBeInTheDocument();
    expect(email.value).toBe('asha@example.com');
  });
});
