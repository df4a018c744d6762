import { describe, expect, it, vi } from 'vitest';
import { observeBadge } from './unread-count';

describe('observeBadge', () => {
  it('tells each count set on the badge, and still sets it', () => {
    const set = vi.fn((_count: number, _label?: string) => true);
    const port = { notify: vi.fn(() => true), setBadge: set };
    const counts: number[] = [];
    const same = observeBadge(port, (count) => counts.push(count));
    expect(same).toBe(port);
    expect(port.setBadge(3, '3 unread')).toBe(true);
    port.setBadge(0);
    expect(counts).toEqual([3, 0]);
    expect(set).toHaveBeenCalledWith(3, '3 unread');
  });
});
