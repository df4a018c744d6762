/**
 * What the watch's specs do on a private lab (./private-lab.ts): contract calls that must succeed,
 * control calls on its sandbox, waiting for the watch's reads, and recording the Web Notifications a
 * page makes (docs/watch.md §How the page is told).
 */
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { PrivateLab } from './private-lab';

/**
 * The watch's sources (`watch.update`) for a shipper's inbox: my listings and the offers on them, nothing
 * else, so a first pass is a few reads.
 */
export const WATCH_MY_LISTINGS_AND_OFFERS = {
  my_listings: true,
  received_offers: true,
  my_offers: false,
  carried_loads: false,
  my_vehicles: false,
  saved_searches: false,
} as const;

/** The calls of `lab()` (a getter: the lab starts in a spec's `beforeAll`). */
export interface LabCalls {
  /** One contract call on the lab's host that must succeed; its value. */
  must<T>(request: APIRequestContext, name: string, input?: unknown): Promise<T>;
  /** One control call on the lab's sandbox (`POST path`); fails the test on an error answer; its `data`. */
  control(request: APIRequestContext, path: string, data: unknown): Promise<unknown>;
  /**
   * Waits until the watch has made more than `reads` reads from now (each read ends with a new
   * `lastReadAt` in `activity.summary`), at most `timeoutMs`.
   */
  waitForReads(request: APIRequestContext, reads: number, timeoutMs?: number): Promise<void>;
}

/** The calls on the lab `lab()` returns. */
export function labCalls(lab: () => PrivateLab): LabCalls {
  async function must<T>(request: APIRequestContext, name: string, input: unknown = {}): Promise<T> {
    const result = await lab().rpc<T>(request, name, input);
    expect(result.ok, `${name}: ${JSON.stringify(result.error)}`).toBe(true);
    return result.value as T;
  }
  return {
    must,
    async control(request, path, data) {
      const response = await request.post(`${lab().sandboxUrl}${path}`, { data });
      expect(response.ok(), `${path}: ${await response.text()}`).toBe(true);
      const body = (await response.json().catch(() => null)) as { data?: unknown } | null;
      return body?.data;
    },
    async waitForReads(request, reads, timeoutMs = 180_000) {
      const seen = new Set<string>();
      await expect
        .poll(
          async () => {
            const summary = await must<{ watch: { lastReadAt: string | null } }>(request, 'activity.summary');
            if (summary.watch.lastReadAt) seen.add(summary.watch.lastReadAt);
            return seen.size;
          },
          { timeout: timeoutMs, intervals: [1_000] },
        )
        .toBeGreaterThan(reads);
    },
  };
}

/**
 * Wraps `window.Notification` before the app loads (an init script): each `new Notification(title,
 * options)` is recorded in `window.__notified` and then made as usual (permission and
 * requestPermission passed through).
 */
export const RECORD_NOTIFICATIONS = `(() => {
  const Real = window.Notification;
  const notified = [];
  window.__notified = notified;
  function Recording(title, options) {
    notified.push({ title, body: options && options.body });
    return new Real(title, options);
  }
  Object.defineProperty(Recording, 'permission', { get: () => Real.permission });
  Recording.requestPermission = Real.requestPermission.bind(Real);
  window.Notification = Recording;
})()`;

/** The notifications `page` made since it loaded (recorded by `RECORD_NOTIFICATIONS`). */
export async function notified(page: Page): Promise<{ title: string; body?: string }[]> {
  return (await page.evaluate('window.__notified')) as { title: string; body?: string }[];
}
