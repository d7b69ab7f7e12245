// The home page's contest tile: the live competition, else the next upcoming one, else an honest empty text.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ContestTile } from './contest-tile.tsx';

const item = (title: string, status: 'live' | 'upcoming') => ({
  _id: title, slug: 'x', type: 'contest', title, description: 'd', status, difficulty: 'Beginner', category: 'Robotics',
  startDate: '2026-11-01T03:30:00.000Z', endDate: '2027-01-31T18:29:00.000Z', currentParticipants: 3, prizePool: 25000,
  tags: [], isFeatured: false, registered: false, problems: [],
});
const answer = (contests: unknown[]) =>
  new Response(JSON.stringify({ success: true, data: { contests, pagination: { current: 1, total: contests.length, hasNext: false, hasPrev: false, totalItems: contests.length }, counts: { all: contests.length, contest: contests.length, tournament: 0, challenge: 0 } } }), { status: 200 });

function renderTile() {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter><ContestTile /></MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('ContestTile', () => {
  it('shows the live competition with its real participants and links to /compete', async () => {
    const fetch = vi.fn(async (_url: string) => answer([item('PID Tuning Challenge', 'live')]));
    vi.stubGlobal('fetch', fetch);
    renderTile();
    expect(await screen.findByText('PID Tuning Challenge')).toBeInTheDocument();
    expect(screen.getByText('Live Now')).toBeInTheDocument();
    expect(screen.getByText(/3 registered/)).toBeInTheDocument();
    expect(screen.getByText('Prize pool ₹25,000')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /See all competitions/ })).toHaveAttribute('href', '/compete');
    expect(String(fetch.mock.calls[0]![0])).toContain('status=live');
  });

  it('falls back to the next upcoming competition when none is live', async () => {
    const fetch = vi.fn(async (url: string) => (url.includes('status=live') ? answer([]) : answer([item('Kinematics Speedrun', 'upcoming')])));
    vi.stubGlobal('fetch', fetch);
    renderTile();
    expect(await screen.findByText('Kinematics Speedrun')).toBeInTheDocument();
    expect(screen.getByText('Starts Soon')).toBeInTheDocument();
  });

  it('says so when nothing is live or scheduled', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => answer([])));
    renderTile();
    expect(await screen.findByText(/No contest is live or scheduled right now/)).toBeInTheDocument();
  });

  it('has its own error state', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => new Response('{}', { status: 500 })));
    renderTile();
    expect(await screen.findByText('Could not load contests right now.', {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
