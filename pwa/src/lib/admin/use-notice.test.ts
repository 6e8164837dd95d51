import { act, renderHook } from '@testing-library/react';
import { MESSAGE_CLEAR_MS } from '@site/schema';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotice } from './use-notice';

afterEach(() => vi.useRealTimers());

describe('useNotice', () => {
  it("clears a message after the specification's 3 seconds", () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useNotice());
    act(() => result.current.success('Ticket closed successfully!'));
    act(() => vi.advanceTimersByTime(MESSAGE_CLEAR_MS - 1));
    expect(result.current.notice?.text).toBe('Ticket closed successfully!');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();
  });

  it('gives a message that replaces another its own 3 seconds', () => {
    vi.useFakeTimers();
    const { result } = renderHook(() => useNotice());
    act(() => result.current.success('Ticket closed successfully!'));
    act(() => vi.advanceTimersByTime(MESSAGE_CLEAR_MS - 500));
    act(() => result.current.failure('Failed to delete inquiry.'));
    act(() => vi.advanceTimersByTime(MESSAGE_CLEAR_MS - 1));
    expect(result.current.notice).toEqual({ tone: 'error', text: 'Failed to delete inquiry.' });
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.notice).toBeNull();
  });
});
