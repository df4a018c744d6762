/**
 * Answers for requests that never reach Fastify's routing (docs/api.md §Errors): what Node's HTTP
 * parser refuses (`clientError`: a method it does not know, the request line and headers over its
 * limit, broken syntax, a request that does not arrive in time) and `CONNECT` (a `connect` event).
 * Each gets the API's error body and an `X-Request-Id` equal to its `requestId`, written on the socket,
 * which is then closed.
 */
import { randomUUID } from 'node:crypto';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { ApiError, errorBody } from './api-error';
import { PARSER_HEADER_LIMIT } from './request-guard';
import { methodNotAllowed, noRouteError } from './route-kit';
import { pathOf, type V1Routes } from './v1-routes';

/** A parser error as Node hands it to `clientError`: its `code`, and the bytes it was reading. */
export interface ParserError extends Error {
  code?: string;
  rawPacket?: Buffer;
}

/**
 * The answer to a method the router never sees (one the parser refuses, or `CONNECT`) on `target`:
 * 405 `method_not_allowed` with `Allow: GET, HEAD` on a /v1 route (batch 1 is read-only), else 404
 * `not_found`, as for any method with no route.
 */
export function methodRefusal(method: string, target: string, routes: V1Routes): ApiError {
  const path = pathOf(target);
  if (routes.has(path)) return methodNotAllowed(method);
  return noRouteError(method);
}

/**
 * The answer to a request Node's parser refused; null when there is no one to answer (the peer reset
 * the connection). `HPE_INVALID_METHOD`: see `methodRefusal` (the method and target are read from the
 * request line). `HPE_HEADER_OVERFLOW`: 431 `headers_too_large` (request line and header fields over
 * `PARSER_HEADER_LIMIT`). A timeout: 408 `request_timeout`. Anything else: 400 `invalid_request`
 * naming the parser's error code.
 */
export function parserRefusal(error: ParserError, routes: V1Routes): ApiError | null {
  switch (error.code) {
    case 'ECONNRESET':
    case 'EPIPE':
      return null;
    case 'HPE_INVALID_METHOD': {
      const line = /^([^\s]+) ([^\s]+) HTTP\/\d/.exec(error.rawPacket?.toString('latin1', 0, 16_384) ?? '');
      if (line?.[1] && line[2]) return methodRefusal(line[1], line[2], routes);
      return new ApiError(400, 'invalid_request', 'The request line could not be read as HTTP/1.1.');
    }
    case 'HPE_HEADER_OVERFLOW':
      return new ApiError(
        431,
        'headers_too_large',
        `The request line and header fields together exceed ${PARSER_HEADER_LIMIT} bytes.`,
      );
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return new ApiError(408, 'request_timeout', 'The request did not arrive whole in time.');
    default:
      return new ApiError(
        400,
        'invalid_request',
        `The request could not be read as HTTP/1.1 (${String(error.code ?? 'unknown').slice(0, 40)}).`,
      );
  }
}

/**
 * Writes `answer` as a whole HTTP/1.1 response (error body, `X-Request-Id`, `Connection: close`, the
 * answer's own headers) on `socket` and closes it. What the client still sends is read and dropped, so
 * closing does not reset the connection before the client read the answer; the socket is destroyed
 * after at most 2 s.
 */
export function writeRawAnswer(socket: Duplex, answer: ApiError): void {
  if (socket.destroyed) return;
  const id = randomUUID();
  const body = JSON.stringify(errorBody(answer.code, answer.message, id, answer.fields));
  const lines = [
    `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status] ?? 'Error'}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    `X-Request-Id: ${id}`,
    ...Object.entries(answer.headers).map(([name, value]) => `${name}: ${value}`),
    'Connection: close',
  ];
  if (socket.writable) socket.end(`${lines.join('\r\n')}\r\n\r\n${body}`);
  socket.on('error', () => socket.destroy());
  socket.resume();
  setTimeout(() => socket.destroy(), 2000).unref();
}
