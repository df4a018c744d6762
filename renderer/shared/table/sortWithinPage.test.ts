import { describe, expect, it } from 'vitest';
import { sortWithinPage } from './sortWithinPage';

const rows = [
  { ref: 'A', budget: 300 },
  { ref: 'B', budget: null },
  { ref: 'C', budget: 100 },
  { ref: 'D', budget: 300 },
  { ref: 'E', budget: 200 },
];
const budget = (row: (typeof rows)[number]) => row.budget;
const refs = (list: typeof rows) => list.map((row) => row.ref).join('');

describe('sortWithinPage', () => {
  it('keeps the exchange order without a sort', () => {
    expect(refs(sortWithinPage(rows, budget, null))).toBe('ABCDE');
  });

  it('sorts up and down, ties in the exchange order, rows without a figure last either way', () => {
    expect(refs(sortWithinPage(rows, budget, { column: 'budget', direction: 'ascending' }))).toBe('CEADB');
    expect(refs(sortWithinPage(rows, budget, { column: 'budget', direction: 'descending' }))).toBe('ADECB');
  });

  it('sorts each currency among itself, never EUR against RON', () => {
    const money = [
      { ref: 'A', amount: 5000, currency: 'RON' },
      { ref: 'B', amount: 900, currency: 'EUR' },
      { ref: 'C', amount: 1200, currency: 'EUR' },
      { ref: 'D', amount: 3000, currency: 'RON' },
    ];
    const value = (row: (typeof money)[number]) => ({ group: row.currency, figure: row.amount });
    const order = (direction: 'ascending' | 'descending') =>
      sortWithinPage(money, value, { column: 'budget', direction })
        .map((row) => row.ref)
        .join('');
    expect(order('ascending')).toBe('BCDA');
    expect(order('descending')).toBe('CBAD');
  });

  it('never changes the page it was given', () => {
    const copy = [...rows];
    sortWithinPage(rows, budget, { column: 'budget', direction: 'ascending' });
    expect(rows).toEqual(copy);
  });
});
