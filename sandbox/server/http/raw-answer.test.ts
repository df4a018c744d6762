import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { methodRefusal, parserRefusal, writeRawAnswer, type ParserError } from './raw-answer';
import { parseResponse } from '../../testing/raw-http';
import { V1Routes } from './v1-routes';

const routes = new V1Routes();
routes.add('/v1/listings');

function parserError(code: string, rawPacket?: string): ParserError {
  return Object.assign(new Error(code), {
    code,
    rawPacket: rawPacket ? Buffer.from(rawPacket, 'latin1') : undefined,
  });
}

describe('parserRefusal', () => {
  it('answers a method the parser does not know with 405 on a /v1 route, 404 elsewhere', () => {
    const onRoute = parserRefusal(
      parserError('HPE_INVALID_METHOD', 'FOO /v1/listings?x=1 HTTP/1.1\r\nHost: a\r\n\r\n'),
      routes,
    );
    expect(onRoute).toMatchObject({
      status: 405,
      code: 'method_not_allowed',
      headers: { Allow: 'GET, HEAD' },
    });
    const elsewhere = parserRefusal(
      parserError('HPE_INVALID_METHOD', 'FOO /v1/lorries HTTP/1.1\r\n\r\n'),
      routes,
    );
    expect(elsewhere).toMatchObject({ status: 404, code: 'not_found' });
    const unreadable = parserRefusal(parserError('HPE_INVALID_METHOD', '\u0001\u0002'), routes);
    expect(unreadable).toMatchObject({ status: 400, code: 'invalid_request' });
  });

  it('answers a header overflow 431, a timeout 408, other parser errors 400, a reset nothing', () => {
    expect(parserRefusal(parserError('HPE_HEADER_OVERFLOW'), routes)).toMatchObject({
      status: 431,
      code: 'headers_too_large',
    });
    expect(parserRefusal(parserError('ERR_HTTP_REQUEST_TIMEOUT'), routes)).toMatchObject({
      status: 408,
      code: 'request_timeout',
    });
    const other = parserRefusal(parserError('HPE_INVALID_HEADER_TOKEN'), routes);
    expect(other).toMatchObject({ status: 400, code: 'invalid_request' });
    expect(other?.message).toContain('HPE_INVALID_HEADER_TOKEN');
    expect(parserRefusal(parserError('ECONNRESET'), routes)).toBeNull();
  });

  it('methodRefusal cuts a long method token in the message', () => {
    expect(methodRefusal('X'.repeat(500), '/v1/listings', routes).message.length).toBeLessThan(200);
  });
});

describe('writeRawAnswer', () => {
  it('writes the error body with X-Request-Id equal to requestId, the answer headers and Connection: close', async () => {
    const socket = new PassThrough();
    const chunks: Buffer[] = [];
    socket.on('data', (c: Buffer) => chunks.push(c));
    const ended = new Promise((resolve) => socket.on('end', resolve));
    // A PassThrough echoes what is written: read the response back from it.
    writeRawAnswer(
      socket,
      parserRefusal(parserError('HPE_INVALID_METHOD', 'FOO /v1/listings HTTP/1.1\r\n'), routes)!,
    );
    await ended;
    const answer = parseResponse(Buffer.concat(chunks));
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
    expect(answer.headers.connection).toBe('close');
    expect(answer.body.error.code).toBe('method_not_allowed');
    expect(answer.body.error.requestId).toBe(answer.headers['x-request-id']);
    expect(Number(answer.headers['content-length'])).toBe(Buffer.byteLength(answer.text));
  });
});
