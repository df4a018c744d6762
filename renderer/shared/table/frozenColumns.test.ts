import { afterEach, describe, expect, it } from 'vitest';
import { frozenClass, keepFrozenColumnsPlaced, placeFrozenColumns } from './frozenColumns';

/** A header cell laid out `width` px wide (jsdom lays nothing out). */
function header(width: number, frozen = true): HTMLTableCellElement {
  const th = document.createElement('th');
  if (frozen) th.className = 'frozen';
  th.getBoundingClientRect = () => ({ width }) as DOMRect;
  return th;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('frozen columns', () => {
  it('start each frozen column where the ones before it end, as laid out', () => {
    const table = document.createElement('table');
    // a ref with its "seen" and note marks (139 px), then the route
    placeFrozenColumns(table, [header(139.5), header(221)]);
    expect(table.style.getPropertyValue('--frozen-0')).toBe('0px');
    expect(table.style.getPropertyValue('--frozen-1')).toBe('139.5px');
  });

  it('read the frozen header cells of the table, in order, and only those', () => {
    const table = document.createElement('table');
    const row = table.createTHead().insertRow();
    row.append(header(90), header(200), header(60, false));
    document.body.append(table);
    keepFrozenColumnsPlaced(table)();
    expect(table.style.getPropertyValue('--frozen-1')).toBe('90px');
    expect(table.style.getPropertyValue('--frozen-2')).toBe('');
  });

  it('name each frozen column by its place among them', () => {
    expect(frozenClass(0)).toBe('frozen frozen-0');
    expect(frozenClass(1)).toBe('frozen frozen-1');
  });
});
