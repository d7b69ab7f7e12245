import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DROPDOWN_CLOSE_DELAY_MS, NavDropdown } from './nav-dropdown.tsx';

const items = [
  { label: 'Mobile Robotics', to: '/roadmap/mobile-Robotics' },
  { label: 'AI Engineer', to: '/roadmap/ai-engineer' },
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup() {
  render(<MemoryRouter><NavDropdown label="Roadmap" items={items} /></MemoryRouter>);
  return screen.getByRole('button', { name: 'Roadmap' }).parentElement!;
}

describe('NavDropdown', () => {
  it(`closes exactly ${DROPDOWN_CLOSE_DELAY_MS} ms after the pointer leaves`, () => {
    const wrapper = setup();
    fireEvent.mouseEnter(wrapper);
    expect(screen.getByRole('menu', { name: 'Roadmap' })).toBeInTheDocument();
    fireEvent.mouseLeave(wrapper);
    act(() => vi.advanceTimersByTime(DROPDOWN_CLOSE_DELAY_MS - 1));
    expect(screen.getByRole('menu')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('stays open when the pointer comes back within the delay', () => {
    const wrapper = setup();
    fireEvent.mouseEnter(wrapper);
    fireEvent.mouseLeave(wrapper);
    act(() => vi.advanceTimersByTime(100));
    fireEvent.mouseEnter(wrapper);
    act(() => vi.advanceTimersByTime(500));
    expect(screen.getByRole('menu')).toBeInTheDocument();
  });

  it('announces its state and closes on Escape', () => {
    setup();
    const button = screen.getByRole('button', { name: 'Roadmap' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
  });
});
