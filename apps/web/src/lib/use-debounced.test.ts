import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GUIDES_SEARCH_DEBOUNCE_MS } from '@robo/contracts';
import { useDebounced } from './use-debounced.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useDebounced', () => {
  it('follows its input only once it has been still for the delay', () => {
    const { result, rerender } = renderHook(({ v }) => useDebounced(v, GUIDES_SEARCH_DEBOUNCE_MS), { initialProps: { v: '' } });
    rerender({ v: 'sl' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ v: 'slam' });
    act(() => vi.advanceTimersByTime(499));
    expect(result.current).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('slam');
  });
});
