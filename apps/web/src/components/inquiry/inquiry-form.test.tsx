import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { INQUIRY_SUCCESS_MESSAGE, type InquiryProgram } from '@robo/contracts';
import { INQUIRY_CONFIRMATION_MS, InquiryForm, parseInquiryProgram } from './inquiry-form.tsx';

function Harness({ initial = '' }: { initial?: InquiryProgram | '' }) {
  const [program, setProgram] = useState<InquiryProgram | ''>(initial);
  return <InquiryForm program={program} onProgramChange={setProgram} />;
}

function setup(initial: InquiryProgram | '' = '') {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Harness initial={initial} />
    </QueryClientProvider>,
  );
  const field = (label: string) => screen.getByLabelText(label, { exact: false }) as HTMLInputElement;
  return {
    name: field('Name'),
    email: field('Email'),
    phone: field('Phone'),
    program: screen.getByLabelText('Program Interest', { exact: false }) as HTMLSelectElement,
    organization: field('Organization/College'),
    message: screen.getByLabelText('Message', { exact: false }) as HTMLTextAreaElement,
    submit: () => fireEvent.submit(screen.getByRole('form', { name: 'Inquiry form' })),
  };
}

function fill(f: ReturnType<typeof setup>) {
  fireEvent.change(f.name, { target: { value: 'Asha Rao' } });
  fireEvent.change(f.email, { target: { value: 'asha@example.com' } });
  fireEvent.change(f.phone, { target: { value: '+91 98765 43210' } });
  fireEvent.change(f.organization, { target: { value: 'RV College of Engineering' } });
  fireEvent.change(f.message, { target: { value: 'We would like a ROS 2 bootcamp.' } });
}

beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InquiryForm', () => {
  it('marks the spec fields required with native checks and an Indian phone placeholder', () => {
    const f = setup();
    expect(f.name).toBeRequired();
    expect(f.email).toBeRequired();
    expect(f.email.type).toBe('email');
    expect(f.phone).toBeRequired();
    expect(f.phone.type).toBe('tel');
    expect(f.phone.placeholder).toMatch(/^\+91 /);
    expect(f.program).toBeRequired();
    expect(f.program.value).toBe('');
    expect(f.program.options[0]?.textContent).toBe('Select a program');
    expect([...f.program.options].slice(1).map((o) => o.value)).toEqual(['Innovation Mentor', 'Innovation Campus', 'Innovation Champion', 'Sponsorship']);
    expect(f.organization).not.toBeRequired();
    expect(f.message).not.toBeRequired();
    expect(f.message).toHaveAttribute('rows', '4');
  });

  it('sends the inquiry, shows "Submitting...", then the confirmation for 5000 ms and clears every field', async () => {
    let answer!: (r: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetch);
    const f = setup('Innovation Campus');
    fill(f);
    f.submit();
    const button = await screen.findByRole('button', { name: 'Submitting...' });
    expect(button).toBeDisabled();
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({ name: 'Asha Rao', email: 'asha@example.com', phone: '+91 98765 43210', organization: 'RV College of Engineering', program: 'Innovation Campus', message: 'We would like a ROS 2 bootcamp.' });

    await act(async () => answer(new Response(JSON.stringify({ success: true, message: INQUIRY_SUCCESS_MESSAGE }), { status: 201 })));
    expect(await screen.findByText(INQUIRY_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit Inquiry' })).toBeEnabled();
    for (const el of [f.name, f.email, f.phone, f.program, f.organization, f.message]) expect(el.value).toBe('');

    await act(async () => vi.advanceTimersByTime(INQUIRY_CONFIRMATION_MS - 100));
    expect(screen.getByText(INQUIRY_SUCCESS_MESSAGE)).toBeInTheDocument();
    await act(async () => vi.advanceTimersByTime(200));
    expect(screen.queryByText(INQUIRY_SUCCESS_MESSAGE)).not.toBeInTheDocument();
  });

  it('on a failed request shows nothing, only logs, and keeps every value', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response(JSON.stringify({ success: false, message: 'Internal error', code: 'INTERNAL' }), { status: 500 })));
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const f = setup('Sponsorship');
    fill(f);
    f.submit();
    await vi.waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('button', { name: 'Submit Inquiry' })).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(f.name.value).toBe('Asha Rao');
    expect(f.phone.value).toBe('+91 98765 43210');
    expect(f.program.value).toBe('Sponsorship');
    expect(f.message.value).toBe('We would like a ROS 2 bootcamp.');
  });

  it('accepts only known programmes from outside input', () => {
    expect(parseInquiryProgram('Innovation Campus')).toBe('Innovation Campus');
    expect(parseInquiryProgram('innovation campus')).toBe('');
    expect(parseInquiryProgram(undefined)).toBe('');
  });
});
