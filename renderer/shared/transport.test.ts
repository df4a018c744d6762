import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppCallError, call, EARLY_CALL_KEPT_MS, sendEarly, setTransport, toAppError } from './transport';

afterEach(() => {
  vi.unstubAllGlobals();
  delete window.dispatch;
});

async function failure(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the call to fail');
}

describe('call over the browser host (POST /rpc/<name>)', () => {
  it('posts the input as JSON with X-Dispatch-Call and returns the value', async () => {
    const fetchMock = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ ok: true, value: [{ type: 'listing.created' }] }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    await expect(call('events.types', {})).resolves.toEqual([{ type: 'listing.created' }]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/rpc/events.types');
    expect(init?.method).toBe('POST');
    expect(init?.headers).toEqual({ 'Content-Type': 'application/json', 'X-Dispatch-Call': '1' });
    expect(init?.body).toBe('{}');
  });

  it('throws AppCallError with the AppError of an { ok: false } answer', async () => {
    const error = { kind: 'not_found', message: 'No listing FX-AAAAAA', status: 404 };
    vi.stubGlobal('fetch', async () => new Response(JSON.stringify({ ok: false, error }), { status: 200 }));
    const thrown = await failure(call('listings.get', { ref: 'FX-AAAAAA' }));
    expect(thrown).toBeInstanceOf(AppCallError);
    expect((thrown as AppCallError).error).toEqual(error);
  });

  it('turns no answer into network, and a non-200 or unreadable answer into unexpected', async () => {
    vi.stubGlobal('fetch', async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(toAppError(await failure(call('session.get', {}))).kind).toBe('network');

    vi.stubGlobal('fetch', async () => new Response('oops', { status: 502 }));
    const bad = toAppError(await failure(call('session.get', {})));
    expect(bad.kind).toBe('unexpected');
    expect(bad.message).toContain('HTTP 502');

    vi.stubGlobal('fetch', async () => new Response('not json', { status: 200 }));
    expect(toAppError(await failure(call('session.get', {}))).kind).toBe('unexpected');

    vi.stubGlobal('fetch', async () => new Response('{"value":1}', { status: 200 }));
    expect(toAppError(await failure(call('session.get', {}))).kind).toBe('unexpected');
  });
});

describe('call over the Electron preload', () => {
  it('withdraws a call by its id when its signal aborts, answering cancelled at once', async () => {
    let answer: (value: unknown) => void = () => {};
    const invoke = vi.fn(() => new Promise((resolve) => (answer = resolve)));
    const cancel = vi.fn();
    window.dispatch = { invoke, cancel } as never;
    const controller = new AbortController();
    const pending = call('places.search', { q: 'Bra' }, { signal: controller.signal });
    const callId = (invoke.mock.calls[0] as unknown[])[2];
    expect(typeof callId).toBe('string');
    controller.abort();
    await expect(pending).rejects.toMatchObject({ error: { kind: 'cancelled' } });
    expect(cancel).toHaveBeenCalledExactlyOnceWith(callId);
    answer({ ok: true, value: 'late' });
    delete window.dispatch;
  });

  it('uses window.dispatch.invoke when present, not fetch', async () => {
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    const invoke = vi.fn(async () => ({ ok: true as const, value: 'pong' }));
    window.dispatch = { invoke };
    await expect(call('places.search', { q: 'Cluj' })).resolves.toBe('pong');
    expect(invoke).toHaveBeenCalledWith('places.search', { q: 'Cluj' }, undefined);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('turns a rejected invoke into unexpected', async () => {
    window.dispatch = { invoke: async () => Promise.reject(new Error('IPC closed')) };
    const error = toAppError(await failure(call('session.get', {})));
    expect(error).toEqual({ kind: 'unexpected', message: 'The app could not run session.get: IPC closed' });
  });
});

describe('setTransport', () => {
  it('swaps the transport and puts the previous one back', async () => {
    const restore = setTransport(async () => ({ ok: true, value: 42 }));
    await expect(call('events.types', {})).resolves.toBe(42);
    restore();
    window.dispatch = { invoke: async () => ({ ok: true, value: 7 }) };
    await expect(call('events.types', {})).resolves.toBe(7);
  });
});

describe('early calls (sendEarly)', () => {
  const page = (n: number) => ({ data: [], hasMore: false, nextCursor: `c${n}` });
  /** A transport that counts its sends and answers the n-th with page(n). */
  function counting() {
    const sent: { name: string; input: unknown }[] = [];
    const restore = setTransport(async (name, input) => {
      sent.push({ name, input });
      return { ok: true, value: page(sent.length) };
    });
    return { sent, restore };
  }

  it('gives its answer once, to the first call of the same name and input, which sends nothing', async () => {
    const { sent, restore } = counting();
    try {
      sendEarly('listings.search', { filters: { fromCountry: 'RO', weightMax: 500 }, cursor: null });
      // the same input, its keys in another order
      const taken = await call('listings.search', {
        cursor: null,
        filters: { weightMax: 500, fromCountry: 'RO' },
      });
      expect(taken).toEqual(page(1));
      expect(sent).toHaveLength(1);
      // given once: the next identical call goes to the host
      expect(
        await call('listings.search', { filters: { fromCountry: 'RO', weightMax: 500 }, cursor: null }),
      ).toEqual(page(2));
      expect(sent).toHaveLength(2);
    } finally {
      restore();
    }
  });

  it('is not given to another input, to another call, or to a call that may be withdrawn', async () => {
    const { sent, restore } = counting();
    try {
      sendEarly('listings.search', { filters: {}, cursor: null });
      sendEarly('listings.search', { filters: {}, cursor: null }); // kept already: nothing sent
      expect(sent).toHaveLength(1);
      expect(await call('listings.search', { filters: { fromCountry: 'RO' }, cursor: null })).toEqual(
        page(2),
      );
      expect(await call('vehicles.search', { filters: {}, cursor: null })).toEqual(page(3));
      const signal = new AbortController().signal;
      expect(await call('listings.search', { filters: {}, cursor: null }, { signal })).toEqual(page(4));
      expect(await call('listings.search', { filters: {}, cursor: null })).toEqual(page(1));
    } finally {
      restore();
    }
  });

  it(`drops an answer no call took within ${EARLY_CALL_KEPT_MS} ms`, async () => {
    const { sent, restore } = counting();
    let now = 1_000;
    const clock = vi.spyOn(performance, 'now').mockImplementation(() => now);
    try {
      sendEarly('session.get', {});
      now += EARLY_CALL_KEPT_MS + 1;
      expect(await call('session.get', {})).toEqual(page(2));
      expect(sent).toHaveLength(2);
    } finally {
      clock.mockRestore();
      restore();
    }
  });

  it(`lets go of an answer no call took after ${EARLY_CALL_KEPT_MS} ms: the same early call goes out again`, () => {
    const { sent, restore } = counting();
    vi.useFakeTimers();
    try {
      sendEarly('session.get', {});
      vi.advanceTimersByTime(EARLY_CALL_KEPT_MS - 1);
      sendEarly('session.get', {}); // still kept: nothing sent
      expect(sent).toHaveLength(1);
      vi.advanceTimersByTime(1);
      sendEarly('session.get', {});
      expect(sent).toHaveLength(2);
      vi.advanceTimersByTime(EARLY_CALL_KEPT_MS); // let go of it too: nothing kept for the next case
    } finally {
      vi.useRealTimers();
      restore();
    }
  });

  it('keeps a failure to send as the failed answer of the call that takes it', async () => {
    const restore = setTransport(() => {
      throw new Error('bridge gone');
    });
    try {
      sendEarly('session.get', {});
      const thrown = await failure(call('session.get', {}));
      expect((thrown as AppCallError).error).toEqual({ kind: 'unexpected', message: 'bridge gone' });
    } finally {
      restore();
    }
  });
});
