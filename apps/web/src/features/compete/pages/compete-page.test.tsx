// The compete page against a stubbed fetch: the spec's error state and Try Again, tab counts from the
// answer, and a filter change going back to page 1.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Contest } from '@robo/contracts';
import { ToastProvider } from '../../../components/ui/toast.tsx';
import CompetePage from './compete-page.tsx';

const contest = (i: number, overrides: Partial<Contest> = {}): Contest => ({
  _id: `id-${i}`, slug: `contest-${i}`, type: 'contest', title: `Path Planning Round ${i}`, description: 'Grid search problems.',
  status: 'upcoming', difficulty: 'Intermediate', category: 'Programming', startDate: new Date(Date.now() + (i + 1) * 86_400_000).toISOString(),
  endDate: new Date(Date.now() + (i + 2) * 86_400_000).toISOString(), currentParticipants: i, prizePool: 1000 * i, tags: ['C++'],
  isFeatured: false, registered: false, problems: [], ...overrides,
});

const listAnswer = (contests: Contest[], page = 1) => ({
  success: true,
  data: {
    contests,
    pagination: { current: page, total: 2, hasNext: page < 2, hasPrev: page > 1, totalItems: 14 },
    counts: { all: 14, contest: 9, tournament: 3, challenge: 2 },
  },
});

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderAt(path: string) {
  const router = createMemoryRouter([{ path: '/compete', element: <CompetePage /> }], { initialEntries: [path] });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </QueryClientProvider>,
  );
  return router;
}

afterEach(() => vi.unstubAllGlobals());

describe('CompetePage', () => {
  it('shows the error state with the spec text and recovers with Try Again', async () => {
    let fail = true;
    const fetch = vi.fn(async (url: string) => {
      if (url.includes('/featured')) return json({ success: true, data: [] });
      if (fail) return json({ success: false, message: 'boom', code: 'INTERNAL' }, 500);
      return json(listAnswer([contest(1), contest(2)]));
    });
    vi.stubGlobal('fetch', fetch);
    renderAt('/compete');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('heading', { name: 'Error Loading Competitions' })).toBeInTheDocument();
    expect(within(alert).getByText('Failed to fetch contests')).toBeInTheDocument();
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));

    expect(await screen.findByRole('heading', { name: 'Path Planning Round 1' })).toBeInTheDocument();
    expect(screen.getByTestId('hero-total')).toHaveTextContent('14 competitions');
    expect(screen.getByRole('tab', { name: /Contests\s*9/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Tournaments\s*3/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Challenges\s*2/ })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /All\s*14/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('says to try again later when the request never got an answer', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => {
      if (url.includes('/featured')) return json({ success: true, data: [] });
      throw new TypeError('Failed to fetch');
    }));
    renderAt('/compete');
    expect(await screen.findByText('Failed to fetch contests. Please try again later.')).toBeInTheDocument();
  });

  it('goes back to page 1 when a filter or tab changes, and re-filters the fetched page', async () => {
    const fetch = vi.fn(async (url: string) => {
      if (url.includes('/featured')) return json({ success: true, data: [] });
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      // The server answers one contest that no longer fits the filter: the page drops it.
      return json(listAnswer([contest(page * 10), contest(page * 10 + 1, { difficulty: 'Beginner' })], page));
    });
    vi.stubGlobal('fetch', fetch);
    const router = renderAt('/compete?page=2');
    expect(await screen.findByText('Page 2 of 2')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText('Difficulty'), { target: { value: 'Intermediate' } });
    await screen.findByRole('heading', { name: 'Path Planning Round 10' });
    expect(router.state.location.search).toBe('?difficulty=Intermediate');
    const last = new URL(fetch.mock.calls.at(-1)![0], 'http://x');
    expect(last.searchParams.get('page')).toBe('1');
    expect(last.searchParams.get('difficulty')).toBe('Intermediate');
    expect(screen.queryByRole('heading', { name: 'Path Planning Round 11' })).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Page 2 of 2');
    fireEvent.click(screen.getByRole('tab', { name: /Tournaments/ }));
    await screen.findByText('Page 1 of 2');
    expect(router.state.location.search).toBe('?difficulty=Intermediate&type=tournament');
  });

  it('keeps both of two filter changes made before the page renders again', async () => {
    vi.stubGlobal('fetch', vi.fn(async (url: string) => json(url.includes('/featured') ? { success: true, data: [] } : listAnswer([contest(1, { status: 'live', category: 'Computer Vision', startDate: new Date(Date.now() - 86_400_000).toISOString() })]))));
    const router = renderAt('/compete?status=live');
    expect(await screen.findByRole('heading', { name: 'Path Planning Round 1' })).toBeInTheDocument();
    // One act: React renders once after both changes, as it may when a user (or a test driver) is quick.
    act(() => {
      fireEvent.change(screen.getByLabelText('Status'), { target: { value: '' } });
      fireEvent.change(screen.getByLabelText('Category'), { target: { value: 'Computer Vision' } });
    });
    await waitFor(() => expect(router.state.location.search).toBe('?category=Computer+Vision'));
  });
});
