// The profile's arena section: real points, rank and per-challenge progress, or an empty state.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MyArena } from './my-arena.tsx';

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const entry = (points: number, rank: number | null) => ({
  success: true,
  data: { userId: 'u1', username: 'Asha', avatar: null, totalPoints: points, totalChallengesCompleted: 0, badge: points >= 50 ? 'Bronze' : 'Rookie', rank, lastActivity: null },
});
const challenges = {
  success: true,
  data: [
    { slug: 'mobile-robotics', name: 'Mobile Robotics Mastery Challenge', description: 'd', weeks: 4, questions: 20, totalPoints: 300, completedQuestions: 5, earnedPoints: 60 },
    { slug: 'ai-ml-engineer', name: '30-Day AI/ML Mastery Challenge', description: 'd', weeks: 4, questions: 25, totalPoints: 400, completedQuestions: 0, earnedPoints: 0 },
  ],
};

function serve(routes: Record<string, () => Response>) {
  vi.stubGlobal('fetch', vi.fn(async (url: string) => {
    const key = Object.keys(routes).find((k) => String(url).includes(k));
    return key ? routes[key]!() : json({ success: false, message: 'Not found', code: 'NOT_FOUND' }, 404);
  }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter><MyArena userId="u1" /></MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('MyArena', () => {
  it('shows points, rank, badge and each challenge’s progress from the API', async () => {
    serve({ '/leaderboard/user/u1': () => json(entry(60, 3)), '/botarena/challenges': () => json(challenges) });
    expect(await screen.findByText('#3')).toBeInTheDocument();
    expect(screen.getByText('60')).toBeInTheDocument();
    expect(screen.getByText('Bronze')).toBeInTheDocument();
    expect(screen.getByText('5 of 20 tasks · 60 of 300 points')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Mobile Robotics Mastery Challenge progress' })).toHaveAttribute('aria-valuenow', '25');
    expect(screen.getByRole('link', { name: 'Mobile Robotics Mastery Challenge' })).toHaveAttribute('href', '/practice/robotics-challenge/mobile-robotics');
  });

  it('invites a learner without points to the challenges', async () => {
    serve({ '/leaderboard/user/u1': () => json(entry(0, null)), '/botarena/challenges': () => json(challenges) });
    expect(await screen.findByText('No points yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the challenges' })).toHaveAttribute('href', '/practice/robotics-challenge');
  });

  it('shows an error with a retry when the leaderboard cannot be reached', async () => {
    serve({ '/botarena/challenges': () => json(challenges) });
    expect(await screen.findByText(/Could not load this section/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
