import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider, useSession } from './session.tsx';

const TOKEN = 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln';
const USER = { id: '1', name: 'Asha Rao', email: 'asha@example.com', avatar: null, phone: null, createdAt: '2026-01-01T00:00:00Z' };

function Probe() {
  const { status, isLoggedIn, user } = useSession();
  return <p>{status === 'ready' ? (isLoggedIn ? `signed in as ${user?.name}` : 'guest') : 'checking'}</p>;
}

function start(fetchImpl: typeof fetch) {
  localStorage.setItem('token', TOKEN);
  localStorage.setItem('user', JSON.stringify(USER));
  vi.stubGlobal('fetch', vi.fn(fetchImpl));
  render(<SessionProvider><Probe /></SessionProvider>);
}

const answer = (status: number, body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } }));

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('session start (spec part 1 §4)', () => {
  it('keeps a stored session the profile confirms, with the fresh user', async () => {
    start(() => answer(200, { success: true, user: { ...USER, name: 'Asha R.' } }));
    expect(await screen.findByText('signed in as Asha R.')).toBeInTheDocument();
  });

  it.each([
    [401, 'Invalid or expired token'],
    [500, 'Internal server error'],
  ])('makes a guest, silently, when the profile answers %i', async (status, message) => {
    start(() => answer(status, { success: false, message, code: 'X' }));
    expect(await screen.findByText('guest')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('keeps the stored session when there is no answer at all (offline, or the request cut off by a reload)', async () => {
    start(() => Promise.reject(new TypeError('Failed to fetch')));
    expect(await screen.findByText('signed in as Asha Rao')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('token')).toBe(TOKEN));
  });
});
