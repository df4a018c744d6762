/**
 * The desktop app's fetch for the exchange: Electron's `net.request` (Chromium's network stack: the
 * system proxy, PAC and certificate store) behind the `fetch` signature the API client takes, so that
 * `redirect: 'manual'` means in the desktop what it means to Node's fetch in the browser host: the
 * 3xx answer itself, its target unasked (docs/api.md §Rate limits, "Redirects").
 *
 * Why not `net.fetch`: Electron 41's `net.fetch` (lib/browser/api/net-fetch.ts) hands `redirect` to
 * a `ClientRequest` and listens to no `'redirect'` event, so under `manual`
 * (lib/common/api/net-client-request.ts) every redirect rejects "Redirect was cancelled" without its
 * target, and the client could not follow one within the exchange's own origin.
 *
 * Here, under `redirect: 'manual'`, the `ClientRequest`'s `'redirect'` event (statusCode, method,
 * redirectUrl, responseHeaders; emitted before Chromium asks the target) is answered by `abort()`, so
 * the target is never asked, and the call resolves to a `Response` with that status, no body and
 * `Location: redirectUrl` (absolute, as Chromium resolved it). The API client then follows it itself
 * within the exchange's origin (at most 5 hops, the key sent only there) or refuses it naming the
 * host (electron/services/api/client.ts): one rule for both hosts. `follow` and `error` are handed to
 * `net.request` as they are. The request goes through the default session, as `net.fetch`'s does
 * (the same proxy settings and certificate checks), without its cookies (no `credentials` nor
 * `useSessionCookies`: shell/common/api/electron_api_url_loader.cc blocks them; the API is read with
 * the key alone). Takes `net` as a parameter, so this file imports nothing of Electron's.
 */
import { Readable } from 'node:stream';

/**
 * The response `net.request` emits (Electron 41 docs/api/incoming-message.md): in fact a Node
 * `Readable` (lib/common/api/net-client-request.ts `class IncomingMessage extends Readable`), though
 * Electron's typings say only an event emitter.
 */
interface NetIncomingMessage {
  readonly statusCode: number;
  readonly statusMessage: string;
  /** Lower-case names; `set-cookie` an array, the others one string. */
  readonly headers: Record<string, string | string[]>;
  once(event: 'end', listener: () => void): unknown;
}

/** The part of Electron's `ClientRequest` used here (docs/api/client-request.md). */
interface NetClientRequest {
  setHeader(name: string, value: string): void;
  on(event: 'response', listener: (message: NetIncomingMessage) => void): unknown;
  on(
    event: 'redirect',
    listener: (
      statusCode: number,
      method: string,
      redirectUrl: string,
      responseHeaders: Record<string, string[]>,
    ) => void,
  ): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  /** Cancels the request; inside a `'redirect'` event, the redirect is not followed (no `'error'`). */
  abort(): void;
  /** Starts the request (no body). */
  end(): void;
}

/** The part of Electron's `net` used here (docs/api/net.md `net.request`, after `ready` only). */
export interface NetRequestApi {
  request(options: {
    method: string;
    url: string;
    redirect: 'follow' | 'error' | 'manual';
  }): NetClientRequest;
}

/** Statuses whose response has no body (the Fetch standard's null body status), as net-fetch.ts. */
const NULL_BODY_STATUSES: ReadonlySet<number> = new Set([101, 204, 205, 304]);

/** The abort reason of `signal`, as fetch rejects with it. */
function abortReason(signal: AbortSignal): unknown {
  return signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

/**
 * A `fetch` over `net.request` (see the file comment): GET and HEAD without a body (the exchange's API
 * is read-only; a body is a `TypeError`), the request's headers, its abort `signal` (rejects with the
 * signal's reason and aborts the `ClientRequest`), and `redirect: 'manual'` answered with the 3xx
 * itself, `Location` absolute, the target never asked.
 */
export function netRequestFetch(net: NetRequestApi): typeof fetch {
  return (input, init) =>
    new Promise<Response>((resolve, reject) => {
      const request = new Request(input, init);
      if (request.body !== null) throw new TypeError('the exchange is read with GET only: no body');
      const { signal } = request;
      if (signal.aborted) throw abortReason(signal);
      const manual = request.redirect === 'manual';
      const client = net.request({ method: request.method, url: request.url, redirect: request.redirect });
      for (const [name, value] of request.headers) client.setHeader(name, value);
      let settled = false;
      const settle = (then: () => void) => {
        if (settled) return;
        settled = true;
        then();
      };
      const onAbort = () => {
        settle(() => reject(abortReason(signal)));
        client.abort();
      };
      signal.addEventListener('abort', onAbort, { once: true });
      client.on('redirect', (statusCode, _method, redirectUrl) => {
        if (!manual) return; // follow: Chromium goes on by itself; error: the request fails
        // Not followed: abort() inside the event, so Chromium cancels without asking the target and
        // without an error ('Redirect was cancelled' is only for a redirect neither followed nor aborted).
        client.abort();
        signal.removeEventListener('abort', onAbort);
        settle(() => resolve(new Response(null, { status: statusCode, headers: { location: redirectUrl } })));
      });
      client.on('response', (message) => {
        const headers = new Headers();
        for (const [name, value] of Object.entries(message.headers)) {
          if (Array.isArray(value)) for (const one of value) headers.append(name, one);
          else headers.set(name, value);
        }
        const body =
          NULL_BODY_STATUSES.has(message.statusCode) || request.method === 'HEAD'
            ? null
            : (Readable.toWeb(message as unknown as Readable) as ReadableStream<Uint8Array>);
        message.once('end', () => signal.removeEventListener('abort', onAbort));
        settle(() =>
          resolve(
            new Response(body, {
              status: message.statusCode,
              statusText: message.statusMessage,
              headers,
            }),
          ),
        );
      });
      client.on('error', (error) => {
        signal.removeEventListener('abort', onAbort);
        settle(() => reject(error)); // as net.fetch: Chromium's `net::ERR_…` message
      });
      client.end();
    });
}
