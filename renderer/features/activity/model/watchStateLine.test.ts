import { describe, expect, it } from 'vitest';
import type { WatchStatusView } from '../../../../shared/contract/activity';
import { makeWatchStatus } from '../../../../shared/notify/testEntries';
import { watchLine } from './watchStateLine';

const status = makeWatchStatus;

const AT = '2026-11-25T10:42:00Z';
const LATER = '2026-11-25T10:50:00Z';

describe('watchLine', () => {
  it.each<[Partial<WatchStatusView>, boolean, ReturnType<typeof watchLine>]>([
    [{ state: 'idle', lastReadAt: AT }, false, { kind: 'off' }],
    [{ state: 'stopped' }, true, { kind: 'stopped' }],
    [{ state: 'paused', lastReadAt: AT }, true, { kind: 'paused' }],
    [{ state: 'reading' }, true, { kind: 'reading' }],
    [{ state: 'idle' }, true, { kind: 'notYet' }],
    [{ state: 'waiting', lastReadAt: AT, nextAt: LATER }, true, { kind: 'checked', at: AT }],
    [{ state: 'rate_limited', nextAt: LATER }, true, { kind: 'rateLimited', until: LATER }],
    [{ state: 'rate_limited', slowUntil: LATER }, true, { kind: 'rateLimited', until: LATER }],
    [{ state: 'backing_off', nextAt: LATER, failures: 2 }, true, { kind: 'backingOff', at: LATER }],
    [{ state: 'backing_off', lastReadAt: AT }, true, { kind: 'checked', at: AT }],
  ])('%o (enabled: %s)', (overrides, enabled, line) => {
    expect(watchLine(status(overrides), enabled)).toEqual(line);
  });
});
