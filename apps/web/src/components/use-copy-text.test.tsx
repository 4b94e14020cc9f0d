import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useCopyText } from './use-copy-text';

function stubClipboard(writeText: (text: string) => Promise<void>) {
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('useCopyText', () => {
  it('copies the text and says so for 1.5 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn(async () => {});
    stubClipboard(writeText);
    const { result } = renderHook(() => useCopyText());
    expect(result.current.copied).toBe(false);

    await act(() => result.current.copy('NOVA-123'));
    expect(writeText).toHaveBeenCalledWith('NOVA-123');
    expect(result.current.copied).toBe(true);

    act(() => vi.advanceTimersByTime(1499));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('claims nothing when there is no clipboard', async () => {
    stubClipboard(() => Promise.reject(new Error('insecure context')));
    const { result } = renderHook(() => useCopyText());
    await act(() => result.current.copy('NOVA-123'));
    expect(result.current.copied).toBe(false);
  });
});
