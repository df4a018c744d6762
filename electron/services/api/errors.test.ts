import { describe, expect, it } from 'vitest';
import { AppFailure, toAppError } from '../errors';
import { ApiError, errorFromResponse, kindForStatus, networkError, parseErrorBody } from './errors';

const body = (code: string, message = 'msg', extra: Record<string, unknown> = {}) =>
  JSON.stringify({ error: { code, message, requestId: 'req-1', ...extra } });

describe('error mapping', () => {
  it.each([
    [400, 'invalid_request', 'invalid_request'],
    [401, 'unauthorized', 'unauthorized'],
    [403, 'insufficient_permission', 'forbidden'],
    [404, 'not_found', 'not_found'],
    [409, 'cursor_expired', 'cursor_expired'],
    [409, 'cursor_mismatch', 'cursor_mismatch'],
    [409, 'list_changed', 'list_changed'],
    [409, 'some_new_conflict', 'list_changed'],
    [429, 'rate_limited', 'rate_limited'],
    [500, 'internal_error', 'server_error'],
    [503, 'unavailable', 'server_error'],
    [405, 'method_not_allowed', 'invalid_request'],
    [404, 'brand_new_code', 'not_found'],
  ] as const)('HTTP %i code %s -> %s', (status, code, kind) => {
    const error = errorFromResponse(status, body(code, 'server says'), null);
    expect(error).toBeInstanceOf(ApiError);
    expect(error.appError).toEqual({ kind, message: 'server says', status, code, requestId: 'req-1' });
  });

  it('keeps the fields of a 400', () => {
    const fields = [{ path: 'query.limit', code: 'out_of_range' }];
    const error = errorFromResponse(400, body('invalid_request', 'bad', { fields }), 'req-1');
    expect(error.appError.fields).toEqual(fields);
    expect(error.appError.kind).toBe('invalid_request');
  });

  it('takes the requestId from the header when the body has none', () => {
    const text = JSON.stringify({ error: { code: 'not_found', message: 'gone' } });
    expect(errorFromResponse(404, text, 'hdr-9').appError.requestId).toBe('hdr-9');
  });

  it('maps a non-JSON or foreign body to server_error, whatever the status', () => {
    expect(errorFromResponse(502, '<html>Bad gateway</html>', null).appError.kind).toBe('server_error');
    expect(errorFromResponse(404, '<html>nope</html>', null).appError).toMatchObject({
      kind: 'server_error',
      status: 404,
    });
    expect(errorFromResponse(400, JSON.stringify({ message: 'x' }), null).appError.kind).toBe('server_error');
  });

  it('maps a 429 without an API body to rate_limited', () => {
    expect(errorFromResponse(429, '', null).appError.kind).toBe('rate_limited');
  });

  it('falls back on the status for unknown statuses', () => {
    expect(kindForStatus(418)).toBe('invalid_request');
    expect(kindForStatus(302)).toBe('server_error');
  });

  it('parseErrorBody refuses what is not an error body', () => {
    expect(parseErrorBody('null')).toBeNull();
    expect(parseErrorBody('{"error":{"code":1,"message":"x"}}')).toBeNull();
    expect(parseErrorBody('{"error":{"code":"a","message":"b"}}')).toEqual({ code: 'a', message: 'b' });
  });

  it('names the cause of a network error', () => {
    const error = networkError(
      'http://127.0.0.1:9',
      new TypeError('fetch failed', { cause: new Error('ECONNREFUSED') }),
    );
    expect(error.appError).toEqual({
      kind: 'network',
      message: 'Could not reach http://127.0.0.1:9: ECONNREFUSED.',
      reason: 'other',
    });
  });

  it('toAppError keeps an AppFailure and turns anything else into unexpected, without a stack', () => {
    expect(toAppError(new AppFailure({ kind: 'key_rejected', message: 'no' }))).toEqual({
      kind: 'key_rejected',
      message: 'no',
    });
    const bug = toAppError(new RangeError('boom'));
    expect(bug).toEqual({ kind: 'unexpected', message: 'boom' });
    expect(JSON.stringify(bug)).not.toContain('at ');
    expect(toAppError(42).kind).toBe('unexpected');
    expect(toAppError('text')).toEqual({ kind: 'unexpected', message: 'text' });
  });
});
