import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_TOAST_MS, TOAST_PROVIDER_ERROR, ToastProvider, useToast } from './toast.tsx';

function Buttons() {
  const toast = useToast();
  return (
    <>
      <button onClick={() => toast.success('Saved', 'All good')}>ok</button>
      <button onClick={() => toast.error('Failed')}>err</button>
      <button onClick={() => toast.info('Sticky', undefined, Infinity)}>sticky</button>
      <button onClick={() => toast.showToast({ type: 'warning', title: 'Short', duration: 1000 })}>short</button>
    </>
  );
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('toasts', () => {
  it('stack, disappear after 5000 ms by default, and can be dismissed', () => {
    render(<ToastProvider><Buttons /></ToastProvider>);
    fireEvent.click(screen.getByText('ok'));
    fireEvent.click(screen.getByText('err'));
    expect(screen.getByRole('status')).toHaveTextContent('SavedAll good');
    expect(screen.getByRole('alert')).toHaveTextContent('Failed');
    act(() => vi.advanceTimersByTime(DEFAULT_TOAST_MS - 1));
    expect(screen.getByText('Saved')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Saved')).toBeNull();
    expect(screen.queryByText('Failed')).toBeNull();
  });

  it('keep an infinite toast until dismissed and honour a custom duration', () => {
    render(<ToastProvider><Buttons /></ToastProvider>);
    fireEvent.click(screen.getByText('sticky'));
    fireEvent.click(screen.getByText('short'));
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Short')).toBeNull();
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Sticky')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(screen.queryByText('Sticky')).toBeNull();
  });

  it('throws the spec error outside the provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Buttons />)).toThrow(TOAST_PROVIDER_ERROR);
  });
});
