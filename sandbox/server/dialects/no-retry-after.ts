/**
 * `no-retry-after`: 429s without `Retry-After`, and more of them. docs/api.md §Rate limits: the spec
 * does not show the budget, and `Retry-After` on every 429 is our decision. Under this dialect no 429
 * carries `Retry-After` (the next-page gap, the budget, injected ones alike), and, so that clients meet
 * one without trying, every fifth request under /v1 (counted per running sandbox from its start, every
 * method and route, first pages included: requests 5, 10, 15, ...) is answered 429 with the standard
 * `rate_limited` body. It comes after the request guard and before injected faults and the key check.
 *
 * A request is never refused twice in a row: the next request for a URL just refused goes through,
 * even when its turn in the count comes (that turn is then skipped), so that a client sending its held
 * requests together after a 429 is not refused the same one every time: a real budget refuses for a
 * while, then lets the retry through.
 */
import { ApiError } from '../http/api-error';
import type { Dialect } from './dialect';

/** Every how many /v1 requests one is refused with 429. */
export const REFUSE_EVERY = 5;

const NO_HEADERS: readonly string[] = [];
const RETRY_AFTER: readonly string[] = ['retry-after'];

/** The `no-retry-after` dialect: one counter per server (`create`), see the file's comment. */
export const noRetryAfter: Dialect = {
  name: 'no-retry-after',
  summary: `429s carry no Retry-After, and every ${REFUSE_EVERY}th request under /v1 is answered 429 rate_limited`,
  create() {
    let requests = 0;
    /** The URLs refused whose next request has not come yet. */
    const owed = new Set<string>();
    return {
      refuse(url) {
        requests += 1;
        const retry = owed.delete(url);
        if (requests % REFUSE_EVERY !== 0 || retry) return undefined;
        owed.add(url);
        return new ApiError(
          429,
          'rate_limited',
          `Too many requests (sandbox dialect no-retry-after: every ${REFUSE_EVERY}th request is refused); retry later.`,
        );
      },
      dropHeaders(status) {
        return status === 429 ? RETRY_AFTER : NO_HEADERS;
      },
    };
  },
};
