/**
 * HTTP helpers of the sandbox's request-level tests (not used by the server): `rawExchange` writes a
 * request exactly as given on a fresh socket (any method token, any Host, broken syntax) and parses the
 * answer; `httpGet` sends a GET through `node:http` with the target verbatim (no URL normalisation:
 * `..` and `%2e` reach the server), any headers, and an optional local address (127.0.0.x: another
 * holder without a key). Both answers convert to the `SeenResponse` the honesty check reads.
 */
import http from 'node:http';
import net from 'node:net';
import type { SeenResponse } from './honest-response';

/** A parsed answer; header names lower-case; `body` is the parsed JSON, or undefined. */
export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

/** The port of an origin such as `http://127.0.0.1:4010`. */
export function portOf(origin: string): number {
  return Number(new URL(origin).port);
}

/**
 * Writes `request` (the whole request: request line, headers, blank line, body) on a new connection to
 * 127.0.0.1:`port`, reads until the server closes it or `timeoutMs` passes, and parses the first
 * response. Send `Connection: close` so the server ends the exchange.
 * @throws Error when no whole response arrived
 */
export function rawExchange(port: number, request: string | Buffer, timeoutMs = 5000): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    const chunks: Buffer[] = [];
    const timer = setTimeout(() => socket.destroy(), timeoutMs);
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', () => undefined);
    socket.on('close', () => {
      clearTimeout(timer);
      try {
        resolve(parseResponse(Buffer.concat(chunks)));
      } catch (error) {
        reject(error as Error);
      }
    });
    socket.write(request);
  });
}

/** Parses one HTTP/1.1 response (Content-Length framing) out of `bytes`. */
export function parseResponse(bytes: Buffer): RawAnswer {
  const end = bytes.indexOf('\r\n\r\n');
  if (end === -1)
    throw new Error(`no whole response head in ${bytes.length} bytes: ${bytes.toString('latin1', 0, 200)}`);
  const [statusLine = '', ...lines] = bytes.toString('latin1', 0, end).split('\r\n');
  const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(statusLine)?.[1]);
  if (!Number.isInteger(status)) throw new Error(`not a status line: ${statusLine}`);
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const length = headers['content-length'] === undefined ? undefined : Number(headers['content-length']);
  const rest = bytes.subarray(end + 4);
  const text = (length === undefined ? rest : rest.subarray(0, length)).toString('utf8');
  return { status, headers, text, body: parseJson(text) };
}

/**
 * GET `target` (path and query, sent verbatim) from the server at `origin` through `agent`.
 * @param options.headers request headers (`host` replaces the default)
 * @param options.localAddress the local address to connect from (e.g. `127.0.0.7`)
 */
export function httpGet(
  origin: string,
  target: string,
  options: {
    headers?: Record<string, string>;
    localAddress?: string;
    agent?: http.Agent;
    method?: string;
  } = {},
): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: portOf(origin),
        method: options.method ?? 'GET',
        path: target,
        headers: options.headers,
        localAddress: options.localAddress,
        agent: options.agent,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const headers: Record<string, string> = {};
          for (const [name, value] of Object.entries(response.headers)) {
            if (value !== undefined) headers[name] = Array.isArray(value) ? value.join(', ') : value;
          }
          resolve({ status: response.statusCode ?? 0, headers, text, body: parseJson(text) });
        });
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The exchange as the honesty check (`honest-response.ts`) reads it. */
export function seenOf(method: string, target: string, answer: RawAnswer): SeenResponse {
  return {
    method: method.toUpperCase(),
    url: target,
    status: answer.status,
    headers: answer.headers,
    text: answer.text,
  };
}

function parseJson(text: string): unknown {
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
