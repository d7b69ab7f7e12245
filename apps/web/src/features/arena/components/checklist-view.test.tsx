// The checklist: progress from the ticks, points from the server, and guests asked to log in.
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Challenge } from '@robo/contracts';
import { ChecklistView } from './checklist-view.tsx';

const week = (n: number, ids: string[]) => ({
  week: n,
  title: `Week ${n} title`,
  description: 'What this week is about.',
  duration: '7 days',
  questions: ids.map((id) => ({ id, question: `Task ${id}: do something concrete`, points: id === 'b' ? 20 : 10 })),
});

const challenge: Challenge = {
  slug: 'mobile-robotics',
  name: 'Mobile Robotics Mastery Challenge',
  description: 'Four weeks of mobile robotics.',
  weeks: [week(1, ['a', 'b']), week(2, ['c', 'd'])],
  totalPoints: 50,
  completedQuestionIds: ['a'],
  earnedPoints: 10,
};

const renderView = (props: Partial<Parameters<typeof ChecklistView>[0]> = {}) => {
  const onToggle = vi.fn();
  render(
    <MemoryRouter>
      <ChecklistView challenge={challenge} checked={new Set(['a', 'gone'])} isLoggedIn pendingId={null} onToggle={onToggle} {...props} />
    </MemoryRouter>,
  );
  return onToggle;
};

describe('ChecklistView', () => {
  it('shows ticks, progress and the points earned on the server', () => {
    renderView();
    expect(screen.getByTestId('ticked-count').textContent).toBe('1');
    expect(screen.getByRole('progressbar', { name: 'Challenge progress' }).getAttribute('aria-valuenow')).toBe('25');
    expect(screen.getByTestId('earned-points').textContent).toBe('10');
    expect(screen.getByLabelText(/Task a/)).toHaveProperty('checked', true);
    expect(screen.getByText('20 pts')).toBeTruthy();
  });

  it('ticks and unticks through onToggle for a signed-in user', () => {
    const onToggle = renderView();
    fireEvent.click(screen.getByLabelText(/Task c/));
    expect(onToggle).toHaveBeenCalledWith('c', true);
    fireEvent.click(screen.getByLabelText(/Task a/));
    expect(onToggle).toHaveBeenCalledWith('a', false);
  });

  it('asks a guest to log in instead of ticking', () => {
    const onToggle = renderView({ isLoggedIn: false, checked: new Set() });
    fireEvent.click(screen.getByLabelText(/Task b/));
    expect(onToggle).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toMatch(/Please log in to earn points/);
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByTestId('earned-points')).toBeNull();
  });

  it('disables the task being sent', () => {
    renderView({ pendingId: 'd' });
    expect(screen.getByLabelText(/Task d/)).toHaveProperty('disabled', true);
  });
});
