import { beforeAll, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => ({
  exposeInMainWorld: vi.fn(),
  send: vi.fn(),
  invoke: vi.fn(async (..._args: unknown[]) => ({ ok: true, value: 'pong' })),
}));

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: fake.exposeInMainWorld },
  ipcRenderer: { invoke: fake.invoke, send: fake.send, on: vi.fn() },
}));

/** The API the preload exposed, as the page sees it. */
let exposed: Record<string, unknown>;

beforeAll(async () => {
  await import('./preload');
  expect(fake.exposeInMainWorld).toHaveBeenCalledTimes(1);
  const [name, api] = fake.exposeInMainWorld.mock.calls[0] as [string, Record<string, unknown>];
  expect(name).toBe('dispatch');
  exposed = api;
});

describe('preload', () => {
  it('exposes two functions, invoke and cancel, and nothing of Electron', () => {
    expect(Object.keys(exposed)).toEqual(['invoke', 'cancel']);
    expect(typeof exposed.invoke).toBe('function');
    expect(typeof exposed.cancel).toBe('function');
    expect(Object.values(exposed)).not.toContain(fake.invoke);
    expect(Object.values(exposed)).not.toContain(fake.send);
  });

  it("sends a call's id with it, and a withdrawal of that id on main's cancel channel", async () => {
    const { CALL_CHANNEL, CANCEL_CHANNEL } = await import('./ipc-channels');
    fake.invoke.mockClear();
    const invoke = exposed.invoke as (name: unknown, input: unknown, id: unknown) => Promise<unknown>;
    const cancel = exposed.cancel as (id: unknown) => void;
    await invoke('places.search', { q: 'bra' }, 'id-1');
    expect(fake.invoke).toHaveBeenCalledExactlyOnceWith(CALL_CHANNEL, 'places.search', { q: 'bra' }, 'id-1');
    cancel('id-1');
    cancel({ not: 'an id' });
    expect(fake.send).toHaveBeenCalledExactlyOnceWith(CANCEL_CHANNEL, 'id-1');
  });

  it("sends a call on main's one channel with its name and input only", async () => {
    const { CALL_CHANNEL } = await import('./ipc-channels');
    fake.invoke.mockClear();
    const invoke = exposed.invoke as (name: unknown, input: unknown) => Promise<unknown>;
    await expect(invoke('events.types', { a: 1 })).resolves.toEqual({ ok: true, value: 'pong' });
    expect(fake.invoke).toHaveBeenCalledExactlyOnceWith(CALL_CHANNEL, 'events.types', { a: 1 });
  });

  it('refuses a call name that is not a string, sending nothing', async () => {
    fake.invoke.mockClear();
    const invoke = exposed.invoke as (name: unknown, input: unknown) => Promise<unknown>;
    await expect(invoke({ toString: () => 'x' }, {})).rejects.toThrow(/string/);
    expect(fake.invoke).not.toHaveBeenCalled();
  });
});
