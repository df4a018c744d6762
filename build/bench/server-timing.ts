/**
 * Preloaded (`--import`) into a server the bench starts as a child process: times every HTTP request
 * on the server side, from the request's headers parsed (`http.server.request.start`) to the
 * response handed to the socket (`http.server.response.finish`), per path, and answers the bench's
 * `{ type: 'stats' }` IPC message with the percentiles (ms) and the process's RSS (bytes, after a
 * full GC when the child runs with `--expose-gc`). It changes nothing in the server it watches.
 */
import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage } from 'node:http';
import { createHistogram, type RecordableHistogram } from 'node:perf_hooks';

/** Server-side times of one path, ms. */
export interface PathTiming {
  count: number;
  p50: number;
  p99: number;
  max: number;
}

/** The answer to `{ type: 'stats' }`. */
export interface ServerStats {
  type: 'stats';
  /** By path (the request-target up to `?`). */
  paths: Record<string, PathTiming>;
  /** Resident set size, bytes. */
  rss: number;
}

const started = new WeakMap<IncomingMessage, bigint>();
const histograms = new Map<string, RecordableHistogram>();

subscribe('http.server.request.start', (message) => {
  started.set((message as { request: IncomingMessage }).request, process.hrtime.bigint());
});

subscribe('http.server.response.finish', (message) => {
  const { request } = message as { request: IncomingMessage };
  const start = started.get(request);
  if (start === undefined) return;
  const path = (request.url ?? '').split('?')[0] ?? '';
  let histogram = histograms.get(path);
  if (!histogram) histograms.set(path, (histogram = createHistogram()));
  histogram.record(Math.max(1, Number(process.hrtime.bigint() - start)));
});

process.on('message', (message: { type?: string; reset?: boolean }) => {
  if (message?.type !== 'stats' || !process.send) return;
  const paths: Record<string, PathTiming> = {};
  for (const [path, h] of histograms) {
    paths[path] = {
      count: h.count,
      p50: h.percentile(50) / 1e6,
      p99: h.percentile(99) / 1e6,
      max: h.max / 1e6,
    };
    if (message.reset) h.reset();
  }
  (globalThis as { gc?: () => void }).gc?.();
  const stats: ServerStats = { type: 'stats', paths, rss: process.memoryUsage().rss };
  process.send(stats);
});
