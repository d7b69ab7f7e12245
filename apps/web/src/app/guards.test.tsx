import { render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../lib/session.tsx';
import { GuestOnly, RequireAuth, returnPath } from './guards.tsx';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <p>home page</p> },
      { path: '/login', element: <GuestOnly><p>login page</p></GuestOnly> },
      { path: '/profile', element: <RequireAuth><p>profile page</p></RequireAuth> },
    ],
    { initialEntries: [path] },
  );
  render(<SessionProvider><RouterProvider router={router} /></SessionProvider>);
  return router;
}

describe('route guards', () => {
  it('sends a guest from a login-required page to /login, remembering where from', async () => {
    const router = renderAt('/profile');
    expect(await screen.findByText('login page')).toBeInTheDocument();
    expect(router.state.location.state).toEqual({ from: '/profile' });
  });

  it('shows "Checking authentication..." while a stored session is verified', async () => {
    localStorage.setItem('token', 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2ln');
    localStorage.setItem('user', JSON.stringify({ id: '1', name: 'A', email: 'a@b.c', avatar: null, phone: null, createdAt: '2026-01-01T00:00:00Z' }));
    globalThis.fetch = () => new Promise(() => {});
    renderAt('/profile');
    expect(screen.getByText('Checking authentication...')).toBeInTheDocument();
  });

  it('only returns to safe in-app paths', () => {
    expect(returnPath({ from: '/events/1?x=2' })).toBe('/events/1?x=2');
    expect(returnPath({ from: '//evil.example.com' })).toBe('/');
    expect(returnPath({ from: 'https://evil.example.com' })).toBe('/');
    expect(returnPath(null)).toBe('/');
  });
});
