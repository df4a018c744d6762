import { describe, expect, it, vi } from 'vitest';
import { createOpenPathRelay } from './open-path-relay';

describe('open-path relay', () => {
  it('keeps a click that comes before the page listens, and gives it once when the page asks', () => {
    const send = vi.fn();
    const relay = createOpenPathRelay(send);
    relay.open('/inbox');
    expect(send).not.toHaveBeenCalled();
    expect(relay.pageListens()).toBe('/inbox');
    expect(relay.pageListens()).toBeNull();
    relay.open('/offers');
    expect(send).toHaveBeenCalledExactlyOnceWith('/offers');
  });

  it('keeps only the newest click', () => {
    const relay = createOpenPathRelay(vi.fn());
    relay.open('/inbox');
    relay.open('/activity');
    expect(relay.pageListens()).toBe('/activity');
  });

  it('keeps again once the page is gone (a reload, a crash, the window closed)', () => {
    const send = vi.fn();
    const relay = createOpenPathRelay(send);
    expect(relay.pageListens()).toBeNull();
    relay.pageGone();
    relay.open('/listings/FX-7K2M9Q');
    expect(send).not.toHaveBeenCalled();
    expect(relay.pageListens()).toBe('/listings/FX-7K2M9Q');
  });
});
