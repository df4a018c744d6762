import { describe, expect, it } from 'vitest';
import { CALL_NAMES, callGroups, calls } from './calls';

describe('the contract gathered from its groups', () => {
  it('names each call in exactly one group, and keeps the groups’ order', () => {
    const names = Object.values(callGroups).flatMap((group) => Object.keys(group));
    expect(new Set(names).size).toBe(names.length);
    expect(CALL_NAMES).toEqual(names);
  });

  it('keeps each call’s input schema as its group declared it', () => {
    for (const group of Object.values(callGroups)) {
      for (const [name, spec] of Object.entries(group)) {
        expect(calls[name as keyof typeof calls].input, name).toBe(spec.input);
      }
    }
    expect(calls['companies.get'].input.safeParse({ id: 'nope' }).success).toBe(false);
  });
});
