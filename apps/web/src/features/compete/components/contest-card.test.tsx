// The card: status texts, at most three tags, the button state and the problem links after registering.
import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { Contest } from '@robo/contracts';
import { ContestCard } from './contest-card.tsx';

function contest(overrides: Partial<Contest> = {}): Contest {
  return {
    _id: 'c1', slug: 'sensor-fusion', type: 'contest', title: 'Sensor Fusion Filter Marathon', description: 'Kalman filters and odometry.',
    status: 'upcoming', difficulty: 'Advanced', category: 'Robotics', startDate: '2027-01-09T12:30:00.000Z', endDate: '2027-01-10T12:30:00.000Z',
    currentParticipants: 1, prizePool: 30000, tags: ['Kalman filter', 'IMU', 'odometry', 'filters'], isFeatured: false, registered: false,
    problems: [{ slug: 'kalman-filter-1d', title: '1-D Kalman Filter for a Rail Robot', difficulty: 'medium' }],
    ...overrides,
  };
}

const renderCard = (c: Contest, onRegister = vi.fn()) => {
  render(<MemoryRouter><ContestCard contest={c} onRegister={onRegister} pending={false} /></MemoryRouter>);
  return onRegister;
};

describe('ContestCard', () => {
  it('shows an upcoming contest with Starts Soon, its facts, three tags and a Register button', () => {
    const onRegister = renderCard(contest());
    expect(screen.getByText('Starts Soon')).toBeInTheDocument();
    expect(screen.getByText('Advanced')).toBeInTheDocument();
    expect(screen.getByText('1 participant')).toBeInTheDocument();
    expect(screen.getByText('₹30,000')).toBeInTheDocument();
    // 12:30 UTC is 18:00 in India.
    expect(screen.getByText(/9 Jan 2027.*6:00\s?pm IST/i)).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.queryByText('filters')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: /^Register/ }));
    expect(onRegister).toHaveBeenCalledWith(expect.objectContaining({ _id: 'c1' }));
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows Live Now and Join Now, then the problem links once registered', () => {
    renderCard(contest({ status: 'live' }));
    expect(screen.getByText('Live Now')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Join Now/ })).toBeEnabled();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('links a registered live contest to its problems in C++ and disables the button', () => {
    renderCard(contest({ status: 'live', registered: true }));
    expect(screen.getByRole('button', { name: /^Registered/ })).toBeDisabled();
    expect(screen.getByRole('link', { name: '1-D Kalman Filter for a Rail Robot' })).toHaveAttribute('href', '/practice/cpp/problem/kalman-filter-1d');
  });

  it('marks a completed competition as Completed with a disabled Ended button and no cash prize', () => {
    const onRegister = renderCard(contest({ status: 'completed', prizePool: 0 }));
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByText('Starts Soon')).not.toBeInTheDocument();
    expect(screen.getByText('No cash prize')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: /^Ended/ });
    expect(button).toBeDisabled();
    fireEvent.click(button);
    expect(onRegister).not.toHaveBeenCalled();
  });
});
