/**
 * The one entry point both hosts (Electron IPC, the browser host) call: validates a call's input
 * against the contract's zod schema, runs its handler and returns a `CallResult`, scrubbed of every
 * key the main process holds. Never throws.
 */
import { calls, type CallName } from '../../../shared/contract/calls';
import type { AppError, CallResult } from '../../../shared/contract/errors';
import { invalidInput, toAppError } from '../errors';
import { scrubHeldKeys } from '../keys/held-keys';
import type { CallContext, Handlers } from './context';

/**
 * Runs call `name` with `rawInput` (untrusted: from the renderer or the network).
 * - unknown name: error `invalid_input`;
 * - input failing the call's schema: error `invalid_input` with `fields` (an absent input counts as `{}`);
 * - anything the handler throws: converted by `toAppError` (`unexpected` for a non-AppFailure).
 * `call.signal` reaches the handler: a withdrawn call aborts its API request (`cancelled`).
 * The whole result, value or error, every string at any depth and every property name, is scrubbed of
 * the keys the sessions hold (keys/held-keys.ts): the window learns no more of a key than its last 4
 * characters, whatever a server or a handler put in the answer (docs/api.md §Keys and environments).
 * A result that can't be scrubbed (it contains itself) is an `unexpected` failure.
 */
export async function invokeCall(
  handlers: Handlers,
  name: string,
  rawInput: unknown,
  call: CallContext = {},
): Promise<CallResult<unknown>> {
  const result = await run(handlers, name, rawInput, call);
  try {
    return scrubHeldKeys(result);
  } catch {
    return failure({ kind: 'unexpected', message: 'The answer could not be made safe to show.' });
  }
}

/** Validates and runs one call (see `invokeCall`); the result is not scrubbed yet. */
async function run(
  handlers: Handlers,
  name: string,
  rawInput: unknown,
  call: CallContext,
): Promise<CallResult<unknown>> {
  try {
    if (!Object.hasOwn(calls, name) || !Object.hasOwn(handlers, name)) {
      return failure({ kind: 'invalid_input', message: `There is no call named "${name}".` });
    }
    const callName = name as CallName;
    const parsed = calls[callName].input.safeParse(rawInput ?? {});
    if (!parsed.success) return failure(invalidInput(parsed.error.issues).appError);
    const handler = handlers[callName] as (input: unknown, call: CallContext) => Promise<unknown>;
    return { ok: true, value: await handler(parsed.data, call) };
  } catch (error) {
    return failure(toAppError(error));
  }
}

function failure(error: AppError): CallResult<unknown> {
  return { ok: false, error };
}
