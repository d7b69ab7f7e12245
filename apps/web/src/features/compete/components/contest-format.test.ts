// The card texts and the client-side re-filter of a fetched page (spec part 2 §4, §5).
import { describe, expect, it } from 'vitest';
import type { Contest } from '@robo/contracts';
import { actionFor, currentStatus, formatPrize, refilter } from './contest-format.ts';

const HOUR = 3_600_000;
const now = Date.parse('2026-11-21T12:00:00Z');
const iso = (offset: number) => new Date(now + offset).toISOString();

function contest(overrides: Partial<Contest>): Contest {
  return {
    _id: overrides.slug ?? 'x', slug: 'x', type: 'contest', title: 'X', description: 'd', status: 'upcoming',
    difficulty: 'Beginner', category: 'Robotics', startDate: iso(5 * HOUR), endDate: iso(6 * HOUR), currentParticipants: 0,
    prizePool: 0, tags: [], isFeatured: false, registered: false, problems: [], ...overrides,
  };
}

const list = [
  contest({ slug: 'pid-tuning', title: 'PID Tuning', tags: ['control'], status: 'live', startDate: iso(-HOUR), endDate: iso(HOUR), difficulty: 'Beginner', category: 'Robotics', type: 'challenge' }),
  contest({ slug: 'lane-detect', title: 'Lanes', description: 'OpenCV Hough lines', category: 'Computer Vision', difficulty: 'Intermediate' }),
  contest({ slug: 'sumo', title: 'Sumo', status: 'completed', startDate: iso(-3 * HOUR), endDate: iso(-2 * HOUR), type: 'tournament', category: 'Hardware' }),
];

describe('refilter', () => {
  it('matches text in title, description, slug and tags, case-insensitively', () => {
    expect(refilter(list, { search: 'pid' }, now).map((c) => c.slug)).toEqual(['pid-tuning']);
    expect(refilter(list, { search: 'HOUGH' }, now).map((c) => c.slug)).toEqual(['lane-detect']);
    expect(refilter(list, { search: 'lane-det' }, now).map((c) => c.slug)).toEqual(['lane-detect']);
    expect(refilter(list, { search: 'Control' }, now).map((c) => c.slug)).toEqual(['pid-tuning']);
    expect(refilter(list, { search: '  ' }, now)).toHaveLength(3);
  });

  it('filters by status, difficulty, category and type together', () => {
    expect(refilter(list, { status: 'live' }, now).map((c) => c.slug)).toEqual(['pid-tuning']);
    expect(refilter(list, { difficulty: 'Intermediate' }, now).map((c) => c.slug)).toEqual(['lane-detect']);
    expect(refilter(list, { category: 'Hardware', type: 'tournament' }, now).map((c) => c.slug)).toEqual(['sumo']);
    expect(refilter(list, { category: 'Hardware', type: 'contest' }, now)).toEqual([]);
    expect(refilter(list, { status: '', difficulty: '', category: '' }, now)).toHaveLength(3);
  });

  it('moves a contest that has ended since it was fetched out of the live filter', () => {
    const later = now + 90 * 60_000;
    expect(currentStatus(list[0]!, later)).toBe('completed');
    expect(refilter(list, { status: 'live' }, later)).toEqual([]);
    expect(refilter(list, { status: 'completed' }, later).map((c) => c.slug)).toEqual(['pid-tuning', 'sumo']);
  });
});

describe('card texts', () => {
  it('offers Join Now when live, Register when upcoming, and a disabled Ended when over', () => {
    expect(actionFor({ status: 'live', registered: false })).toEqual({ label: 'Join Now', enabled: true });
    expect(actionFor({ status: 'upcoming', registered: false })).toEqual({ label: 'Register', enabled: true });
    expect(actionFor({ status: 'completed', registered: false })).toEqual({ label: 'Ended', enabled: false });
    expect(actionFor({ status: 'upcoming', registered: true })).toEqual({ label: 'Registered', enabled: false });
    expect(actionFor({ status: 'completed', registered: true })).toEqual({ label: 'Ended', enabled: false });
  });

  it('shows the prize in rupees with Indian grouping, or no cash prize', () => {
    expect(formatPrize(150000)).toBe('₹1,50,000');
    expect(formatPrize(0)).toBe('No cash prize');
  });
});
