/**
 * The renderer's only way to the main process: one function per contract call name
 * (shared/contract/calls.ts). Two hosts serve the same contract:
 * - Electron: `window.dispatch.invoke(name, input)` from the preload;
 * - browser host: `POST /rpc/<name>` (same origin), JSON body = input, answer = `CallResult` JSON.
 * A `{ ok: false }` result becomes a thrown `AppCallError` carrying the `AppError`.
 *
 * Tests swap the implementation with `setTransport` (a module seam; no global fetch mocks needed).
 *
 * A call may be sent before the app's modules have run (`sendEarly`, for the first screen's reads:
 * renderer/app/firstScreen.ts): its answer is kept for the first `call` of the same name and input
 * (react-query's `hashKey`) made without a `signal` within `EARLY_CALL_KEPT_MS`, given once, then
 * dropped. So the first reads travel while the app's code is still being run, and are never sent twice.
 */
import { hashKey } from '@tanstack/react-query';
import type { CallInput, CallName, CallOutput } from '../../shared/contract/calls';
import { isAppError, type AppError, type CallResult } from '../../shared/contract/errors';
import { hostToken } from './hostToken';

/** Thrown by `call` when the main process answers `{ ok: false }`; `error` is the contract's AppError. */
export class AppCallError extends Error {
  readonly error: AppError;

  constructor(error: AppError) {
    super(error.message);
    this.name = 'AppCallError';
    this.error = error;
  }
}

/** How a call may be withdrawn: aborting `signal` cancels it end to end (the host aborts its API request). */
export interface CallOptions {
  signal?: AbortSignal;
}

/** Sends one call and resolves to its raw `CallResult` (never rejects for a failed call). */
export type RawTransport = (
  name: CallName,
  input: unknown,
  options?: CallOptions,
) => Promise<CallResult<unknown>>;

/** Turns anything caught into the contract's AppError (an AppCallError keeps its own). */
export function toAppError(thrown: unknown): AppError {
  if (thrown instanceof AppCallError) return thrown.error;
  if (isAppError(thrown)) return thrown;
  const message = thrown instanceof Error ? thrown.message : String(thrown);
  return { kind: 'unexpected', message };
}

function isCallResult(value: unknown): value is CallResult<unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const result = value as { ok?: unknown; value?: unknown; error?: unknown };
  if (result.ok === true) return 'value' in result;
  if (result.ok === false) return isAppError(result.error);
  return false;
}

function failure(kind: AppError['kind'], message: string): CallResult<never> {
  return { ok: false, error: { kind, message } };
}

/**
 * Electron host: the preload's `window.dispatch.invoke`. An IPC failure becomes `unexpected`. A call
 * given a signal carries an id; aborting the signal asks the main process to withdraw that call
 * (`window.dispatch.cancel(id)`) and answers `cancelled` at once.
 */
async function viaPreload(
  name: CallName,
  input: unknown,
  options: CallOptions = {},
): Promise<CallResult<unknown>> {
  const bridge = window.dispatch;
  if (!bridge) return failure('unexpected', 'The Electron bridge is missing.');
  const { signal } = options;
  if (signal?.aborted) return failure('cancelled', `${name} was withdrawn.`);
  const callId = signal ? crypto.randomUUID() : undefined;
  let onAbort: (() => void) | undefined;
  const withdrawn = new Promise<CallResult<unknown>>((resolve) => {
    if (!signal || callId === undefined) return;
    onAbort = () => {
      bridge.cancel?.(callId);
      resolve(failure('cancelled', `${name} was withdrawn.`));
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    const answered = bridge
      .invoke(name, input, callId)
      .then((result) =>
        isCallResult(result)
          ? result
          : failure('unexpected', `The app answered ${name} in an unknown shape.`),
      );
    return await Promise.race([answered, withdrawn]);
  } catch (error) {
    return failure(
      'unexpected',
      `The app could not run ${name}: ${error instanceof Error ? error.message : String(error)}`,
    );
  } finally {
    if (onAbort) signal?.removeEventListener('abort', onAbort);
  }
}

/**
 * Browser host: `POST /rpc/<name>` with `X-Dispatch-Call: 1` and the page's per-launch token in
 * `X-Dispatch-Token` (./hostToken.ts; the host answers 403 without it). No answer at all -> `network`;
 * a non-200 status or a body that is not a CallResult -> `unexpected`.
 */
async function viaHttp(
  name: CallName,
  input: unknown,
  options: CallOptions = {},
): Promise<CallResult<unknown>> {
  let response: Response;
  const token = hostToken();
  try {
    response = await fetch(`/rpc/${encodeURIComponent(name)}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Dispatch-Call': '1',
        ...(token === null ? {} : { 'X-Dispatch-Token': token }),
      },
      body: JSON.stringify(input ?? {}),
      signal: options.signal,
    });
  } catch {
    if (options.signal?.aborted) return failure('cancelled', `${name} was withdrawn.`);
    return failure('network', 'Dispatch could not reach its own host; is it still running?');
  }
  if (response.status === 403) {
    return failure(
      'unexpected',
      `The Dispatch host answered ${name} with HTTP 403: open the address it printed (with ?token=).`,
    );
  }
  if (response.status !== 200) {
    return failure('unexpected', `The Dispatch host answered ${name} with HTTP ${response.status}.`);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return failure('unexpected', `The Dispatch host answered ${name} with a body that is not JSON.`);
  }
  return isCallResult(body)
    ? body
    : failure('unexpected', `The Dispatch host answered ${name} in an unknown shape.`);
}

/** The default transport: the preload bridge when present (checked at each call), else HTTP. */
const defaultTransport: RawTransport = (name, input, options) =>
  window.dispatch ? viaPreload(name, input, options) : viaHttp(name, input, options);

let current: RawTransport = defaultTransport;

/**
 * Replaces the transport (tests, or a host that needs another route). Returns a function that puts
 * the previous one back.
 */
export function setTransport(transport: RawTransport): () => void {
  const previous = current;
  current = transport;
  return () => {
    current = previous;
  };
}

/** How long an early call's answer waits for the `call` that takes it, ms (then it is dropped). */
export const EARLY_CALL_KEPT_MS = 10_000;

/** Early calls not yet taken, by `hashKey([name, input])`: when each was sent and its answer. */
const early = new Map<string, { sentAt: number; result: Promise<CallResult<unknown>> }>();

/**
 * Sends a call now and keeps its answer for the first `call` with the same name and input, no
 * `signal`, within `EARLY_CALL_KEPT_MS` (see the file comment). A second early send of the same call
 * while one is kept sends nothing. An answer no call took is let go after that time (a timer), so it
 * holds no memory and a later early send of the same call goes out again.
 */
export function sendEarly<N extends CallName>(name: N, input: CallInput<N>): void {
  const key = hashKey([name, input]);
  if (early.has(key)) return;
  let result: Promise<CallResult<unknown>>;
  try {
    result = current(name, input).catch((error: unknown) => ({ ok: false, error: toAppError(error) }));
  } catch (error) {
    result = Promise.resolve({ ok: false, error: toAppError(error) });
  }
  const kept = { sentAt: performance.now(), result };
  early.set(key, kept);
  setTimeout(() => {
    if (early.get(key) === kept) early.delete(key);
  }, EARLY_CALL_KEPT_MS);
}

/** The kept answer of an early call of this name and input, once; undefined when none is kept. */
function takeEarly(name: CallName, input: unknown): Promise<CallResult<unknown>> | undefined {
  if (early.size === 0) return undefined;
  const key = hashKey([name, input]);
  const kept = early.get(key);
  if (!kept) return undefined;
  early.delete(key);
  // the timer of sendEarly may fire late (a throttled window): the time itself holds the rule
  return performance.now() - kept.sentAt <= EARLY_CALL_KEPT_MS ? kept.result : undefined;
}

/**
 * Runs one contract call and resolves to its output. `options.signal` withdraws it: the host aborts
 * the API request it made for the call (places.search as the user types on), and the call fails
 * with `cancelled`.
 * @throws AppCallError with the AppError when the call fails (any kind, including transport trouble).
 */
export async function call<N extends CallName>(
  name: N,
  input: CallInput<N>,
  options: CallOptions = {},
): Promise<CallOutput<N>> {
  let result: CallResult<unknown>;
  try {
    // an early call cannot be withdrawn: a call that may be is sent on its own
    result = await ((options.signal ? undefined : takeEarly(name, input)) ?? current(name, input, options));
  } catch (error) {
    throw new AppCallError(toAppError(error));
  }
  if (!result.ok) throw new AppCallError(result.error);
  return result.value as CallOutput<N>;
}
