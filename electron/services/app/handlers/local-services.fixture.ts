/**
 * The set-up the handler tests share (docs/architecture.md §How to add → A call, §The test layers):
 * the app services on a fresh data folder of their own (settings file and local database), with an
 * in-memory keychain and no embedded sandbox, and a call run through `invokeCall` as a host runs it
 * (input validated against the contract, a `CallResult` back).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach } from 'vitest';
import type { CallResult } from '../../../../shared/contract/errors';
import { createMemoryKeyStore } from '../../keys/memory';
import type { Handlers } from '../context';
import { invokeCall } from '../invoke';
import { createAppServices, type AppServices } from '../services';

/**
 * Runs call `name` with `input` (default `{}`) on `handlers` through `invokeCall` and gives its value.
 * Throws an Error naming the call and its `AppError` (as JSON) when the call failed.
 */
export async function okOf<T>(handlers: Handlers, name: string, input: unknown = {}): Promise<T> {
  const result = await invokeCall(handlers, name, input);
  if (!result.ok) throw new Error(`${name} failed: ${JSON.stringify(result.error)}`);
  return result.value as T;
}

/** The services of one test on its own data folder (see {@link useLocalServices}). */
export interface LocalServices {
  /** The test's data folder (a fresh temp directory, removed after the test). */
  dir(): string;
  /** Opens the services on the data folder (again after `services().close()`: a restart of the app). */
  open(): AppServices;
  /** The services last opened; throws when none was opened in this test. */
  services(): AppServices;
  /** Runs a call on the services last opened: its `CallResult`, never a throw. */
  call(name: string, input?: unknown): Promise<CallResult<unknown>>;
  /** Runs a call on the services last opened and gives its value; throws when it failed ({@link okOf}). */
  ok<T>(name: string, input?: unknown): Promise<T>;
}

/**
 * Registers, in the calling test file, a fresh data folder `<tmp>/dispatch-<prefix>-*` before each
 * test, and after it closes the services last opened and removes the folder. The embedded sandbox
 * is never started (a call that needs it fails with `not needed`).
 */
export function useLocalServices(prefix: string): LocalServices {
  let dir: string | null = null;
  let services: AppServices | null = null;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), `dispatch-${prefix}-`));
  });
  afterEach(async () => {
    await services?.close();
    services = null;
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = null;
  });
  const folder = () => {
    if (!dir) throw new Error('No data folder outside a test.');
    return dir;
  };
  const opened = () => {
    if (!services) throw new Error('Open the services first.');
    return services;
  };
  return {
    dir: folder,
    open() {
      services = createAppServices({
        settingsDir: folder(),
        keyStore: (_account, environment) => createMemoryKeyStore({ environment }),
        startEmbeddedSandbox: async () => {
          throw new Error('not needed');
        },
      });
      return services;
    },
    services: opened,
    call: (name, input = {}) => invokeCall(opened().handlers, name, input),
    ok: <T>(name: string, input: unknown = {}) => okOf<T>(opened().handlers, name, input),
  };
}
