/**
 * The calls in flight that the renderer may withdraw (Electron IPC; the browser host uses the request's
 * own connection instead). A renderer names a call it may withdraw with an id of its own (a UUID); a
 * withdrawal aborts that call's signal, so its API request is aborted too (`cancelled`). Ids are kept
 * per sender (a window's web contents), so one page can never withdraw another's call.
 */

/** Longest call id accepted (a UUID is 36 characters). */
export const CALL_ID_MAX = 64;
/** Most calls one sender may have in flight with an id; past it, calls run without one (not withdrawable). */
export const WITHDRAWABLE_PER_SENDER = 256;

/** A usable call id: letters, digits and `-`, 1 to `CALL_ID_MAX` characters. */
const CALL_ID = new RegExp(`^[A-Za-z0-9-]{1,${CALL_ID_MAX}}$`);

/** A call begun through `WithdrawableCalls.begin`: its signal, and `end` once it has answered. */
export interface BegunCall {
  signal: AbortSignal;
  end(): void;
}

/** The registry of withdrawable calls in flight, per sender. */
export interface WithdrawableCalls {
  /**
   * Registers a call of `sender` under `callId` (anything but a well-formed id -> a call that cannot be
   * withdrawn, with a signal that never aborts). Call `end` when it has answered.
   */
  begin(sender: number, callId: unknown): BegunCall;
  /** Aborts `sender`'s call `callId`, if it is still in flight; anything else is ignored. */
  withdraw(sender: number, callId: unknown): void;
  /** Calls in flight with an id (tests). */
  size(): number;
}

/** A new, empty registry. */
export function createWithdrawableCalls(): WithdrawableCalls {
  const inFlight = new Map<number, Map<string, AbortController>>();
  return {
    begin(sender, callId) {
      const controller = new AbortController();
      const calls = inFlight.get(sender) ?? new Map<string, AbortController>();
      const usable =
        typeof callId === 'string' &&
        CALL_ID.test(callId) &&
        !calls.has(callId) &&
        calls.size < WITHDRAWABLE_PER_SENDER;
      if (!usable) return { signal: controller.signal, end: () => {} };
      calls.set(callId, controller);
      inFlight.set(sender, calls);
      return {
        signal: controller.signal,
        end: () => {
          if (calls.get(callId) !== controller) return;
          calls.delete(callId);
          if (calls.size === 0) inFlight.delete(sender);
        },
      };
    },
    withdraw(sender, callId) {
      if (typeof callId !== 'string') return;
      inFlight.get(sender)?.get(callId)?.abort();
    },
    size: () => [...inFlight.values()].reduce((sum, calls) => sum + calls.size, 0),
  };
}
