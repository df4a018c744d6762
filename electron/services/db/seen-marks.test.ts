import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdKeysOf } from '../keys/held-keys';
import { columnOf } from './sql';
import { failureOf, useDesk } from './testing';

const fx = useDesk('dispatch-seen-', Date.UTC(2025, 10, 22, 8, 0, 0));

const OFFER_A = '6f1c2a4e-0000-4000-8000-00000000000a';
const OFFER_B = '6f1c2a4e-0000-4000-8000-00000000000b';

describe('seen marks', () => {
  it('marks items seen, counting only new ones, keeping the first time', () => {
    expect(fx.desk.seenMarks.markSeen('inbox', [OFFER_A, OFFER_A])).toBe(1);
    fx.clock += 60_000;
    expect(fx.desk.seenMarks.markSeen('inbox', [OFFER_A, OFFER_B])).toBe(1);
    expect(fx.desk.seenMarks.marks('inbox', [OFFER_B, 'never', OFFER_A])).toEqual([
      { itemId: OFFER_B, firstSeenAt: '2025-11-22T08:01:00.000Z' },
      { itemId: OFFER_A, firstSeenAt: '2025-11-22T08:00:00.000Z' },
    ]);
    expect(fx.desk.seenMarks.markSeen('inbox', [])).toBe(0);
  });

  it('answers the unseen ids in the given order, each once, per scope', () => {
    fx.desk.seenMarks.markSeen('inbox', ['FX-222222']);
    expect(fx.desk.seenMarks.unseen('inbox', ['FX-333333', 'FX-222222', 'FX-111111', 'FX-333333'])).toEqual([
      'FX-333333',
      'FX-111111',
    ]);
    expect(fx.desk.seenMarks.unseen('mine', ['FX-222222'])).toEqual(['FX-222222']);
    expect(fx.desk.seenMarks.unseen('inbox', [])).toEqual([]);
  });

  it('keeps marks across restarts', () => {
    fx.desk.seenMarks.markSeen('inbox', [OFFER_A]);
    fx.restart();
    expect(fx.desk.seenMarks.unseen('inbox', [OFFER_A, OFFER_B])).toEqual([OFFER_B]);
  });

  it('forgets a scope, and only that scope', () => {
    fx.desk.seenMarks.markSeen('inbox', [OFFER_A, OFFER_B]);
    fx.desk.seenMarks.markSeen('mine', [OFFER_A]);
    expect(fx.desk.seenMarks.forgetScope('inbox')).toBe(2);
    expect(fx.desk.seenMarks.forgetScope('inbox')).toBe(0);
    expect(fx.desk.seenMarks.unseen('inbox', [OFFER_A])).toEqual([OFFER_A]);
    expect(fx.desk.seenMarks.unseen('mine', [OFFER_A])).toEqual([]);
  });

  it('ties a search: scope to its saved search: refused for an unknown one, deleted with it', () => {
    const search = fx.desk.savedSearches.create({ kind: 'listings', name: 'RO → DE', filters: {} });
    const other = fx.desk.savedSearches.create({ kind: 'listings', name: 'RO → HU', filters: {} });
    expect(fx.desk.seenMarks.markSeen(`search:${search.id}`, ['FX-7K2M9Q', 'FX-8P3N4R'])).toBe(2);
    fx.desk.seenMarks.markSeen(`search:${other.id}`, ['FX-7K2M9Q']);
    const missing = '00000000-0000-4000-8000-000000000000';
    expect(failureOf(() => fx.desk.seenMarks.markSeen(`search:${missing}`, ['FX-7K2M9Q']))).toEqual({
      kind: 'not_found',
      message: `There is no saved search with id "${missing}".`,
    });

    fx.desk.savedSearches.delete(search.id);
    expect(
      columnOf(fx.desk.db, 'SELECT count(*) FROM seen_marks WHERE scope = ?', `search:${search.id}`)[0],
    ).toBe(0);
    expect(fx.desk.seenMarks.unseen(`search:${other.id}`, ['FX-7K2M9Q'])).toEqual([]);
  });

  it('refuses a bad scope or id list, naming the field', () => {
    for (const scope of ['', 'Inbox', 'search:', 'inbox:with space', `s:${'x'.repeat(65)}`]) {
      expect(failureOf(() => fx.desk.seenMarks.markSeen(scope, ['a']))).toMatchObject({
        kind: 'invalid_input',
        fields: [{ path: 'scope' }],
      });
    }
    expect(failureOf(() => fx.desk.seenMarks.unseen('inbox', ['ok', '', 'x'.repeat(65)]))).toMatchObject({
      kind: 'invalid_input',
      fields: [{ path: 'ids.1' }, { path: 'ids.2' }],
    });
    const tooMany = Array.from({ length: 1001 }, (_, i) => `id-${i}`);
    expect(failureOf(() => fx.desk.seenMarks.markSeen('inbox', tooMany)).fields).toEqual([
      { path: 'ids', code: 'too_big' },
    ]);
    expect(fx.desk.seenMarks.markSeen('inbox', tooMany.slice(0, 1000))).toBe(1000);
    expect(failureOf(() => fx.desk.seenMarks.forgetScope('no spaces')).kind).toBe('invalid_input');
  });
});

describe('seen marks: no key is stored', () => {
  const KEY = 'test_fx_' + 'Vb6Mk1Qz8Wr3Tn5Lc0Hd9Jx2Ps7Gf4Ya';
  let release: () => void;
  beforeEach(() => {
    release = holdKeysOf(() => [KEY]);
  });
  afterEach(() => release());

  it('stores an id quoting a held key scrubbed, and still knows it as seen by the id as given', () => {
    const id = `offer-${KEY.slice(8, 30)}`;
    expect(fx.desk.seenMarks.markSeen('inbox', [id, OFFER_A])).toBe(2);
    expect(columnOf(fx.desk.db, 'SELECT item_id FROM seen_marks ORDER BY item_id')).toEqual([
      OFFER_A,
      `offer-[key …${KEY.slice(-4)}]`,
    ]);
    expect(fx.desk.seenMarks.unseen('inbox', [id, OFFER_B])).toEqual([OFFER_B]);
    expect(fx.desk.seenMarks.marks('inbox', [id])).toEqual([
      { itemId: id, firstSeenAt: '2025-11-22T08:00:00.000Z' },
    ]);
  });
});
