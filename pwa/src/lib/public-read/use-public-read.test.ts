import { MESSAGE_CLEAR_MS } from '@site/schema';
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepCopy, readCopy } from './device-copy';
import type { PublicRead } from './public-read';
import { usePublicRead } from './use-public-read';

/** A read whose loads wait until the test answers or fails them, by their order. */
function scriptedRead(source = 'query Items { items }') {
  const loads: Array<{ resolve: (items: string[]) => void; reject: (error: Error) => void }> = [];
  const read: PublicRead<string[]> = {
    key: 'test.items',
    source,
    load: () => new Promise((resolve, reject) => loads.push({ resolve, reject })),
  };
  return {
    read,
    answer: (load: number, items: string[]) => act(async () => loads[load]!.resolve(items)),
    fail: (load: number) => act(async () => loads[load]!.reject(new TypeError('Failed to fetch'))),
  };
}

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('usePublicRead', () => {
  it('is loading until the first answer, then shows it and keeps a copy on this device', async () => {
    const { read, answer } = scriptedRead();
    const { result } = renderHook(() => usePublicRead(read));
    expect(result.current.state).toEqual({ status: 'loading' });
    expect(result.current.data).toBeUndefined();
    expect(result.current.refreshing).toBe(true);

    await answer(0, ['robot expo']);
    expect(result.current.state).toEqual({ status: 'loaded', data: ['robot expo'] });
    expect(result.current.data).toEqual(['robot expo']);
    expect(result.current.refreshing).toBe(false);
    expect(result.current.justFailed).toBe(false);
    expect(readCopy(read)?.data).toEqual(['robot expo']);
  });

  it('fails when nothing was kept here, and says it just failed for MESSAGE_CLEAR_MS', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { read, fail } = scriptedRead();
    const { result } = renderHook(() => usePublicRead(read));

    await fail(0);
    expect(result.current.state).toEqual({ status: 'failed' });
    expect(result.current.data).toBeUndefined();
    expect(result.current.refreshing).toBe(false);
    expect(result.current.justFailed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(MESSAGE_CLEAR_MS - 1));
    expect(result.current.justFailed).toBe(true);
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(result.current.justFailed).toBe(false);
    expect(result.current.state).toEqual({ status: 'failed' });
  });

  it('offline, shows the copy an earlier load kept, with when it was loaded', async () => {
    const { read, fail } = scriptedRead();
    keepCopy(read, ['kept'], new Date('2026-03-01T06:30:00Z'));
    const { result } = renderHook(() => usePublicRead(read));

    await fail(0);
    expect(result.current.state).toEqual({ status: 'stale', data: ['kept'], savedAt: '2026-03-01T06:30:00.000Z' });
    expect(result.current.data).toEqual(['kept']);
    expect(result.current.justFailed).toBe(true);
  });

  it('does not show a copy that another version of the request kept', async () => {
    keepCopy(scriptedRead('query Items { items { name } }').read, ['another shape']);
    const { read, fail } = scriptedRead();
    const { result } = renderHook(() => usePublicRead(read));

    await fail(0);
    expect(result.current.state).toEqual({ status: 'failed' });
  });

  it('keeps the data shown while a refresh loads, then shows its answer', async () => {
    const { read, answer } = scriptedRead();
    const { result } = renderHook(() => usePublicRead(read));
    await answer(0, ['first']);

    act(() => void result.current.refresh());
    expect(result.current.state).toEqual({ status: 'loaded', data: ['first'] });
    expect(result.current.refreshing).toBe(true);
    await answer(1, ['first', 'second']);
    expect(result.current.state).toEqual({ status: 'loaded', data: ['first', 'second'] });
    expect(result.current.refreshing).toBe(false);
  });

  it('shows the kept copy when a refresh fails, and loads from the start after a failure', async () => {
    const { read, answer, fail } = scriptedRead();
    const { result } = renderHook(() => usePublicRead(read));
    await answer(0, ['first']);

    act(() => void result.current.refresh());
    await fail(1);
    expect(result.current.state).toMatchObject({ status: 'stale', data: ['first'] });
    expect(result.current.justFailed).toBe(true);

    localStorage.clear();
    act(() => void result.current.refresh());
    expect(result.current.justFailed).toBe(false);
    await fail(2);
    expect(result.current.state).toEqual({ status: 'failed' });
    act(() => void result.current.refresh());
    expect(result.current.state).toEqual({ status: 'loading' });
    await answer(3, ['back']);
    expect(result.current.state).toEqual({ status: 'loaded', data: ['back'] });
  });

  it('shows the answer of the latest refresh, in whatever order the answers arrive', async () => {
    const { read, answer } = scriptedRead();
    const { result } = renderHook(() => usePublicRead(read));
    await answer(0, ['first']);

    act(() => void result.current.refresh());
    act(() => void result.current.refresh());
    await answer(2, ['latest']);
    await answer(1, ['earlier']);
    expect(result.current.state).toEqual({ status: 'loaded', data: ['latest'] });
    expect(readCopy(read)?.data).toEqual(['latest']);
  });
});
