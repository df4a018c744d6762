import { describe, expect, it, vi } from 'vitest';
import { CALL_NAMES } from '../../../shared/contract/calls';
import { appFailure } from '../errors';
import { invokeCall } from './invoke';
import type { Handlers } from './services';

/** Handlers that each record their input and answer `{ called: name }`. */
function fakeHandlers(overrides: Partial<Record<string, (input: unknown) => Promise<unknown>>> = {}) {
  const seen: { name: string; input: unknown }[] = [];
  const handlers = Object.fromEntries(
    CALL_NAMES.map((name) => [
      name,
      overrides[name] ??
        vi.fn(async (input: unknown) => {
          seen.push({ name, input });
          return { called: name };
        }),
    ]),
  ) as unknown as Handlers;
  return { handlers, seen };
}

describe('invokeCall', () => {
  it('refuses an unknown call name', async () => {
    const { handlers } = fakeHandlers();
    const result = await invokeCall(handlers, 'listings.delete', {});
    expect(result).toEqual({
      ok: false,
      error: { kind: 'invalid_input', message: 'There is no call named "listings.delete".' },
    });
    expect((await invokeCall(handlers, 'toString', {})).ok).toBe(false);
  });

  it.each(['__proto__', 'toString', 'constructor', 'hasOwnProperty', 'valueOf', '__defineGetter__'])(
    'refuses the prototype name %s as an unknown call, running nothing',
    async (name) => {
      const { handlers, seen } = fakeHandlers();
      expect(await invokeCall(handlers, name, {})).toEqual({
        ok: false,
        error: { kind: 'invalid_input', message: `There is no call named "${name}".` },
      });
      expect(seen).toEqual([]);
    },
  );

  it('refuses a name that only the handlers have, or only the contract', async () => {
    const { handlers } = fakeHandlers();
    const extra = { ...handlers, 'debug.dump': vi.fn(async () => 'secrets') } as unknown as Handlers;
    expect(await invokeCall(extra, 'debug.dump', {})).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input' },
    });
    const missing = { ...handlers } as Partial<Handlers>;
    delete missing['events.types'];
    expect(await invokeCall(missing as Handlers, 'events.types', {})).toMatchObject({
      ok: false,
      error: { kind: 'invalid_input', message: 'There is no call named "events.types".' },
    });
  });

  it('passes the parsed (normalised) input to the handler', async () => {
    const { handlers, seen } = fakeHandlers();
    const result = await invokeCall(handlers, 'listings.search', {
      filters: { fromCountry: ' ro ', truckTypes: ['van'] },
      cursor: null,
    });
    expect(result).toEqual({ ok: true, value: { called: 'listings.search' } });
    expect(seen).toEqual([
      {
        name: 'listings.search',
        input: { filters: { fromCountry: 'RO', truckTypes: ['van'] }, cursor: null },
      },
    ]);
  });

  it('treats an absent input as {} for calls without parameters', async () => {
    const { handlers } = fakeHandlers();
    expect(await invokeCall(handlers, 'session.get', undefined)).toEqual({
      ok: true,
      value: { called: 'session.get' },
    });
  });

  it('reports invalid input with fields, without calling the handler', async () => {
    const { handlers, seen } = fakeHandlers();
    const result = await invokeCall(handlers, 'listings.search', {
      filters: { weightMax: -1, truckTypes: ['spaceship'] },
      cursor: null,
      limit: 50,
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.error.kind).toBe('invalid_input');
    expect(result.error.fields).toEqual(
      expect.arrayContaining([
        { path: 'filters.weightMax', code: 'too_small' },
        { path: 'filters.truckTypes.0', code: 'invalid_value' },
        { path: 'limit', code: 'too_big' },
      ]),
    );
    expect(result.error.message).toMatch(/Weight must be above 0 kg/);
    expect(seen).toHaveLength(0);
  });

  it('returns an AppFailure thrown by a handler as its AppError', async () => {
    const { handlers } = fakeHandlers({
      'keys.save': async () => {
        throw appFailure('key_rejected', 'That is a live key.');
      },
    });
    expect(await invokeCall(handlers, 'keys.save', { key: 'x' })).toEqual({
      ok: false,
      error: { kind: 'key_rejected', message: 'That is a live key.' },
    });
  });

  it('turns any other thrown value into unexpected, never throwing', async () => {
    const { handlers } = fakeHandlers({
      'events.types': async () => {
        throw new Error('boom');
      },
      'places.search': () => {
        throw 'not even an error';
      },
    });
    expect(await invokeCall(handlers, 'events.types', {})).toEqual({
      ok: false,
      error: { kind: 'unexpected', message: 'boom' },
    });
    expect(await invokeCall(handlers, 'places.search', { q: 'Cluj' })).toEqual({
      ok: false,
      error: { kind: 'unexpected', message: 'not even an error' },
    });
  });
});
