import { beforeAll, describe, expect, it, vi } from 'vitest';

const fake = vi.hoisted(() => {
  // the page's window, as far as the preload listens to it
  const pageListeners = new Map<string, (event: unknown) => void>();
  (globalThis as { addEventListener?: unknown }).addEventListener = (
    type: string,
    listener: (event: unknown) => void,
  ) => pageListeners.set(type, listener);
  return { pageListeners, ...fakeIpc() };
});

function fakeIpc() {
  return {
    exposeInMainWorld: vi.fn(),
    send: vi.fn(),
    invoke: vi.fn(async (..._args: unknown[]): Promise<unknown> => ({ ok: true, value: 'pong' })),
    on: vi.fn(),
    removeListener: vi.fn(),
  };
}

vi.mock('electron', () => ({
  contextBridge: { exposeInMainWorld: fake.exposeInMainWorld },
  ipcRenderer: {
    invoke: fake.invoke,
    send: fake.send,
    on: fake.on,
    removeListener: fake.removeListener,
  },
}));

/** The API the preload exposed, as the page sees it. */
let exposed: Record<string, unknown>;
/** The preload's listener on main's open-path channel. */
let openPathListener: (...args: unknown[]) => void;

beforeAll(async () => {
  await import('./preload');
  const { ACTIVITY_CHANNEL, OPEN_PATH_CHANNEL } = await import('./ipc-channels');
  expect(fake.on.mock.calls.map(([channel]) => channel)).toEqual([OPEN_PATH_CHANNEL, ACTIVITY_CHANNEL]);
  openPathListener = fake.on.mock.calls[0]![1] as (...args: unknown[]) => void;
  expect(fake.exposeInMainWorld).toHaveBeenCalledTimes(1);
  const [name, api] = fake.exposeInMainWorld.mock.calls[0] as [string, Record<string, unknown>];
  expect(name).toBe('dispatch');
  exposed = api;
});

describe('preload', () => {
  it('exposes five functions, invoke, cancel, onOpenPath, printToPdf and onActivity, and nothing of Electron', () => {
    expect(Object.keys(exposed)).toEqual(['invoke', 'cancel', 'onOpenPath', 'printToPdf', 'onActivity']);
    expect(typeof exposed.printToPdf).toBe('function');
    expect(typeof exposed.onActivity).toBe('function');
    expect(typeof exposed.invoke).toBe('function');
    expect(typeof exposed.cancel).toBe('function');
    expect(typeof exposed.onOpenPath).toBe('function');
    for (const electronFunction of [fake.invoke, fake.send, fake.on, fake.removeListener]) {
      expect(Object.values(exposed)).not.toContain(electronFunction);
    }
  });

  it('asks main for a PDF on its print channel with a file name that is a string, nothing else', async () => {
    const { PRINT_PDF_CHANNEL } = await import('./ipc-channels');
    fake.invoke.mockClear();
    fake.invoke.mockImplementationOnce(async () => 'saved');
    const printToPdf = exposed.printToPdf as (name: unknown) => Promise<unknown>;
    expect(await printToPdf('FX-7K2M9Q.pdf')).toBe('saved');
    expect(fake.invoke).toHaveBeenCalledExactlyOnceWith(PRINT_PDF_CHANNEL, 'FX-7K2M9Q.pdf');
    await expect(printToPdf({ name: 'x.pdf' })).rejects.toThrow(TypeError);
    expect(fake.invoke).toHaveBeenCalledTimes(1);
  });

  it('tells main once, at the first onOpenPath, that the page listens, and opens the click main kept', async () => {
    const { OPEN_PATH_READY_CHANNEL } = await import('./ipc-channels');
    fake.invoke.mockClear();
    fake.invoke.mockImplementationOnce(async () => '/listings/FX-7K2M9Q');
    const onOpenPath = exposed.onOpenPath as (callback: unknown) => () => void;
    const opened: unknown[] = [];
    const stop = onOpenPath((path: unknown) => opened.push(path));
    expect(fake.invoke).toHaveBeenCalledExactlyOnceWith(OPEN_PATH_READY_CHANNEL);
    await vi.waitFor(() => expect(opened).toEqual(['/listings/FX-7K2M9Q']));
    stop();
    onOpenPath(() => {})();
    expect(fake.invoke).toHaveBeenCalledTimes(1);
  });

  it("passes only app paths from main's open-path channel, never the event, and stops on request", () => {
    const onOpenPath = exposed.onOpenPath as (callback: unknown) => () => void;
    expect(() => onOpenPath('not a function')).toThrow(TypeError);
    const opened: unknown[][] = [];
    const stop = onOpenPath((...args: unknown[]) => opened.push(args));
    const event = { sender: { send: vi.fn() }, senderId: 0 };
    openPathListener(event, '/listings/FX-7K2M9Q');
    for (const bad of ['//evil.test', 'https://evil.test/', 'javascript:alert(1)', { path: '/inbox' }, 7]) {
      openPathListener(event, bad);
    }
    expect(opened).toEqual([['/listings/FX-7K2M9Q']]);
    stop();
    openPathListener(event, '/inbox');
    expect(opened).toHaveLength(1);
  });

  it('gives a path that came while no callback listened to the next one (StrictMode subscribes again)', () => {
    const onOpenPath = exposed.onOpenPath as (callback: unknown) => () => void;
    openPathListener({}, '/offers');
    const opened: unknown[] = [];
    const stop = onOpenPath((path: unknown) => opened.push(path));
    expect(opened).toEqual(['/offers']);
    stop();
    const again: unknown[] = [];
    onOpenPath((path: unknown) => again.push(path))();
    expect(again).toEqual([]);
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

  it("sends the page's uncaught errors and unhandled rejections to main as text, cut", async () => {
    const { PAGE_ERROR_CHANNEL } = await import('./ipc-channels');
    fake.send.mockClear();
    fake.pageListeners.get('error')!({
      message: 'TypeError: x is undefined',
      filename: 'app://dispatch/assets/index.js',
      lineno: 3,
      colno: 14,
      error: new Error('not sent as an object'),
    });
    fake.pageListeners.get('unhandledrejection')!({ reason: 'x'.repeat(5000) });
    expect(fake.send.mock.calls).toEqual([
      [PAGE_ERROR_CHANNEL, 'TypeError: x is undefined (app://dispatch/assets/index.js:3:14)'],
      [PAGE_ERROR_CHANNEL, `Unhandled rejection: ${'x'.repeat(2000 - 'Unhandled rejection: '.length)}`],
    ]);
  });
});
