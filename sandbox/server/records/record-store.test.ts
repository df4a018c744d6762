import { describe, expect, it } from 'vitest';
import { laneKey, RecordStore } from './record-store';

interface Item {
  id: string;
  createdAt: string;
  group: string;
  team: string | null;
}

const T = (minute: number) => `2026-11-20T10:${String(minute).padStart(2, '0')}:00.000Z`;
const item = (id: string, minute: number, group: string, team: string | null = null): Item => ({
  id,
  createdAt: T(minute),
  group,
  team,
});

function store() {
  return new RecordStore<Item>(
    [item('a', 1, 'x'), item('b', 2, 'y', 't'), item('c', 3, 'x', 't'), item('d', 4, 'z'), item('e', 4, 'y')],
    {
      noun: 'item',
      key: (i) => i.id,
      lanes: (i, into) => {
        into('', '');
        into('group', i.group);
        if (i.team) into('team', i.team);
      },
    },
  );
}
const ids = (items: Item[]) => items.map((i) => i.id);

describe('RecordStore', () => {
  it('walks the union of lanes in list order, taking a record in two lanes once', () => {
    const s = store();
    const inX = (i: Item) => i.group === 'x' || i.team === 't';
    const lanes = [laneKey('group', 'x'), laneKey('team', 't')];
    const first = s.pageAny(inX, null, 2, lanes);
    expect(ids(first.items)).toEqual(['c', 'b']);
    expect(first.hasMore).toBe(true);
    const second = s.pageAny(inX, s.position(first.items[1]!), 2, lanes);
    expect(ids(second.items)).toEqual(['a']);
    expect(second.hasMore).toBe(false);
  });

  it('orders equal createdAt by key desc and pages the narrowest lane', () => {
    const s = store();
    expect(ids(s.page(() => true, null, 10).items)).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(ids(s.page(() => true, null, 10, ['', laneKey('group', 'y')]).items)).toEqual(['e', 'b']);
  });

  it('keeps the key and createdAt of an update, and logs every change', () => {
    const s = store();
    expect(() => s.update('a', { id: 'z' })).toThrow(/cannot change/);
    const change = s.update('a', { group: 'y', createdAt: T(9) });
    expect(change.after).toMatchObject({ id: 'a', group: 'y', createdAt: T(1) });
    expect(ids(s.page(() => true, null, 10, [laneKey('group', 'y')]).items)).toEqual(['e', 'b', 'a']);
    expect(ids(s.page(() => true, null, 10, [laneKey('group', 'x')]).items)).toEqual(['c']);
    expect(s.revision).toBe(1);
    expect(() => s.insert(item('a', 5, 'x'))).toThrow(/item a exists/);
  });

  it('a view answers list_changed for changes to matching records only', () => {
    const s = store();
    const view = s.view((i) => i.group === 'x', [laneKey('group', 'x')]);
    s.update('d', { team: 't' });
    expect(view.changedSince(view.revision)).toBe(false);
    s.insert(item('f', 6, 'x'));
    expect(view.changedSince(view.revision)).toBe(true);
    expect(ids(view.page(null, 10).items)).toEqual(['f', 'c', 'a']);
  });
});
