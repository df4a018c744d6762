/**
 * The host's pushes of activity (docs/watch.md §How the page is told; shared/contract/activity.ts
 * `ActivityPush`): the summary and the entries just noticed, each time the activity changes. No polling.
 * - Electron: the preload's `window.dispatch.onActivity` (IPC channel `dispatch:activity`).
 * - Browser host: one long-lived `POST /events/activity` whose answer is a Server-Sent Events stream
 *   (`data: <push JSON>` then a blank line), read with `fetch` so it carries the same token and call
 *   marker as every call (electron/browser-host/activity-stream.ts); an event source could not send
 *   them. A stream that ends or fails is opened again after a wait (1 s, doubling to 30 s), and
 *   `onConnected` is called each time one opens: what changed meanwhile is read again by the caller.
 * A background tab keeps its stream open (the browser throttles timers, not a response being read).
 */
import type { ActivityPush } from '../../../shared/contract/activity';
import { hostToken } from '../hostToken';

/** The browser host's route of the stream. */
export const ACTIVITY_STREAM_PATH = '/events/activity';

/** Waits before opening a stream again, ms: the first, and the most. */
const RETRY_FIRST_MS = 1_000;
const RETRY_MAX_MS = 30_000;

/** Whether `value` has a push's shape (a summary with numeric counts, an entries array). */
function isPush(value: unknown): value is ActivityPush {
  const push = value as Partial<ActivityPush> | null;
  return (
    typeof push === 'object' &&
    push !== null &&
    Array.isArray(push.entries) &&
    typeof push.summary?.unread === 'number' &&
    typeof push.summary.newestSeq === 'number'
  );
}

/**
 * The pushes in `text`, a part of an SSE stream: each complete event's `data:` lines joined; what is
 * left after the last blank line comes back as `rest` for the next part. A data line that is not a
 * push is skipped; comments (`: keep-alive`) are ignored.
 */
export function parseEvents(text: string): { pushes: ActivityPush[]; rest: string } {
  const blocks = text.replace(/\r\n/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  const pushes: ActivityPush[] = [];
  for (const block of blocks) {
    const data = block
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => line.slice(5).trimStart())
      .join('\n');
    if (data === '') continue;
    try {
      const value: unknown = JSON.parse(data);
      if (isPush(value)) pushes.push(value);
    } catch {
      // not JSON: skipped
    }
  }
  return { pushes, rest };
}

/** Reads one browser-host stream until it ends; resolves then (rejects when it cannot be opened). */
async function readStream(
  listener: (push: ActivityPush) => void,
  onConnected: () => void,
  signal: AbortSignal,
): Promise<void> {
  const token = hostToken();
  const response = await fetch(ACTIVITY_STREAM_PATH, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'text/event-stream',
      'X-Dispatch-Call': '1',
      ...(token === null ? {} : { 'X-Dispatch-Token': token }),
    },
    body: '{}',
    signal,
  });
  if (response.status !== 200 || !response.body) throw new Error(`HTTP ${response.status}`);
  onConnected();
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let rest = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    const parsed = parseEvents(rest + value);
    rest = parsed.rest;
    for (const push of parsed.pushes) listener(push);
  }
}

/**
 * Calls `listener` with each push from the host until the returned function is called. `onConnected`
 * is called when the browser host's stream opens (again); Electron's channel never drops.
 */
export function subscribeActivity(
  listener: (push: ActivityPush) => void,
  onConnected: () => void = () => {},
): () => void {
  const bridge = typeof window === 'undefined' ? undefined : window.dispatch;
  if (bridge) {
    return (
      bridge.onActivity?.((push) => {
        if (isPush(push)) listener(push);
      }) ?? (() => {})
    );
  }
  const stop = new AbortController();
  void (async () => {
    let wait = RETRY_FIRST_MS;
    while (!stop.signal.aborted) {
      try {
        await readStream(
          listener,
          () => {
            wait = RETRY_FIRST_MS;
            onConnected();
          },
          stop.signal,
        );
      } catch {
        // the host is gone or restarting: try again after the wait
      }
      if (stop.signal.aborted) return;
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, RETRY_MAX_MS);
    }
  })();
  return () => stop.abort();
}
