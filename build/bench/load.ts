/**
 * HTTP load with autocannon (in this process), the same way for every server the bench compares.
 */
import autocannon from 'autocannon';

/** What one load run measured. */
export interface LoadResult {
  /** Mean requests a second. */
  rps: number;
  requests: number;
  /** Client-observed latency, ms. */
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  s5xx: number;
}

/**
 * Loads `origin` with `paths` (cycled through, GET) over `connections` for `seconds`.
 * @param headers sent with every request (e.g. a key)
 */
export async function load(
  origin: string,
  paths: readonly string[],
  options: { connections: number; seconds: number; headers?: Record<string, string> },
): Promise<LoadResult> {
  const result = await autocannon({
    url: origin,
    connections: options.connections,
    duration: options.seconds,
    headers: options.headers,
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    rps: result.requests.average,
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    s5xx: result['5xx'],
  };
}
