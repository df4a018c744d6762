import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAhead, openRefOf, useOpeningStore } from './openingStore';

describe('openAhead', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    useOpeningStore.setState({ opening: null });
  });
  afterEach(() => vi.useRealTimers());

  it('shows the listing at once, navigates after the next frame, then leaves it to the URL', async () => {
    let done: () => void = () => undefined;
    const navigate = vi.fn(() => new Promise<void>((resolve) => (done = resolve)));
    const opened = openAhead('FX-100001', navigate);
    expect(useOpeningStore.getState().opening).toBe('FX-100001');
    expect(navigate).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(navigate).toHaveBeenCalledOnce();
    expect(useOpeningStore.getState().opening).toBe('FX-100001');
    done();
    await opened;
    expect(useOpeningStore.getState().opening).toBeNull();
  });

  it('keeps a listing opened meanwhile, and clears its own when the navigation fails', async () => {
    let fail: (error: Error) => void = () => undefined;
    const first = openAhead('FX-100001', () => Promise.resolve());
    const second = openAhead('FX-100002', () => new Promise<void>((_, reject) => (fail = reject)));
    const failed = expect(second).rejects.toThrow('blocked');
    await vi.runAllTimersAsync();
    await first;
    expect(useOpeningStore.getState().opening).toBe('FX-100002');
    fail(new Error('blocked'));
    await failed;
    expect(useOpeningStore.getState().opening).toBeNull();
  });
});

describe('openRefOf', () => {
  it('is the listing being opened, else the URL’s', () => {
    expect(openRefOf('FX-100002', 'FX-100001')).toBe('FX-100002');
    expect(openRefOf(null, 'FX-100001')).toBe('FX-100001');
    expect(openRefOf(null, null)).toBeNull();
  });
});
