import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import type { AppError, AppErrorKind } from '../../shared/contract/errors';
import { describeError, describeField } from './errorText';

const en = i18next.getFixedT('en', 'common');
const ro = i18next.getFixedT('ro', 'common');

const ALL_KINDS: AppErrorKind[] = [
  'invalid_input',
  'invalid_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'cursor_expired',
  'cursor_mismatch',
  'list_changed',
  'rate_limited',
  'server_error',
  'unreadable_answer',
  'redirect_refused',
  'answer_too_large',
  'network',
  'timeout',
  'key_rejected',
  'keychain_unavailable',
  'cursor_invalid',
  'cancelled',
  'unexpected',
];

describe('describeError', () => {
  it('gives every kind a sentence that is not the technical message', () => {
    for (const kind of ALL_KINDS) {
      const text = describeError({ kind, message: 'TECHNICAL' }, 'list', en);
      expect(text.sentence, kind).toMatch(/^[A-Z].*\.$/);
      expect(text.sentence, kind).not.toContain('TECHNICAL');
    }
  });

  it('offers Start over for the 409s and Try again for passing trouble', () => {
    const action = (kind: AppErrorKind) => describeError({ kind, message: '' }, 'list', en).action;
    expect(
      ['cursor_expired', 'cursor_mismatch', 'list_changed'].map((k) => action(k as AppErrorKind)),
    ).toEqual(['start_over', 'start_over', 'start_over']);
    expect(
      ['network', 'timeout', 'rate_limited', 'server_error'].map((k) => action(k as AppErrorKind)),
    ).toEqual(['try_again', 'try_again', 'try_again', 'try_again']);
    expect(action('unauthorized')).toBeNull();
    expect(action('cursor_invalid')).toBe('start_over');
  });

  it('speaks Romanian with the Romanian catalog, with the same meaning', () => {
    expect(describeError({ kind: 'cursor_expired', message: '' }, 'list', ro).sentence).toBe(
      'Rezultatele au expirat. Paginile citite rămân aici; „Începe de la capăt” citește din nou prima pagină.',
    );
    expect(describeError({ kind: 'not_found', message: '' }, 'detail', ro).sentence).toBe(
      'Această încărcătură nu mai este disponibilă.',
    );
    expect(describeField({ path: 'query.dateFrom', code: 'invalid_format' }, ro)).toBe(
      'Încărcare de la: format greșit',
    );
  });

  it('uses the detail wording for a missing listing', () => {
    expect(describeError({ kind: 'not_found', message: '' }, 'detail', en).sentence).toBe(
      'This listing is no longer available.',
    );
    expect(describeError({ kind: 'not_found', message: '' }, 'list', en).sentence).not.toContain('listing');
  });

  it("says a rejected key in the UI language, main's English words only as the details", () => {
    const message = 'That is a live key; the sandbox only accepts test keys (test_fx_…).';
    const text = describeError({ kind: 'key_rejected', message }, 'list', ro);
    expect(text.sentence).toMatch(/^Dispatch a refuzat cheia/);
    expect(text.detail).toBe(message);
  });

  it('lists invalid_request fields by their form labels; an invalid cursor offers Start over', () => {
    const text = describeError(
      {
        kind: 'invalid_request',
        message: '',
        fields: [
          { path: 'query.dateFrom', code: 'invalid_format' },
          { path: 'query.cursor', code: 'invalid_cursor' },
        ],
      },
      'list',
      en,
    );
    expect(text.sentence).toBe(
      'The exchange did not accept the request. Loading from: invalid format; Page position: no longer valid.',
    );
    expect(text.action).toBe('start_over');
  });
});

describe('describeError names the real cause of a failed connection', () => {
  const sentence = (error: Partial<AppError>, t = en) =>
    describeError({ kind: 'network', message: 'x', ...error } as AppError, 'list', t).sentence;

  it.each<[Partial<AppError>, RegExp]>([
    [{ server: 'embedded', reason: 'refused' }, /sandbox built into Dispatch stopped answering/],
    [{ server: 'loopback', reason: 'refused' }, /server on this computer is not running/],
    [{ server: 'loopback', reason: 'dropped' }, /server on this computer closed the connection/],
    [{ server: 'remote', reason: 'unknown_host' }, /may be offline/],
    [{ server: 'remote', reason: 'refused' }, /refused the connection/],
    [{ server: 'remote', reason: 'tls' }, /certificate was not accepted/],
    [{ server: 'remote', reason: 'dropped' }, /connection to the exchange broke/],
    [{}, /Can't reach the exchange/],
  ])('%j', (error, expected) => {
    expect(sentence(error)).toMatch(expected);
  });

  it('never blames the network for the embedded sandbox, in either language', () => {
    expect(sentence({ server: 'embedded', reason: 'dropped' })).not.toMatch(/connection/i);
    expect(sentence({ server: 'embedded' }, ro)).toMatch(/Sandboxul inclus în Dispatch/);
  });

  it('says an answer too large for a page in its own words, naming the route, without Try again', () => {
    const error: AppError = { kind: 'answer_too_large', message: 'x', route: 'GET /listings' };
    expect(describeError(error, 'list', en)).toEqual({
      sentence: 'The exchange sent more than a page can hold (GET /listings), so Dispatch did not show it.',
      action: null,
    });
    expect(describeError(error, 'list', ro).sentence).toMatch(/^Bursa a trimis mai mult.*\(GET \/listings\)/);
  });

  it('says where a 5xx or a timeout came from, and how many times Dispatch tried', () => {
    const text = (kind: AppErrorKind, error: Partial<AppError>, t = en) =>
      describeError({ kind, message: 'x', ...error } as AppError, 'list', t).sentence;
    expect(text('server_error', { server: 'embedded', attempts: 3 })).toBe(
      'The sandbox built into Dispatch had a problem answering. Try again in a moment. Dispatch tried 3 times.',
    );
    expect(text('server_error', { server: 'remote', attempts: 1 })).toBe(
      'The exchange had a problem answering. Try again in a moment.',
    );
    expect(text('timeout', { server: 'loopback', attempts: 2 })).toMatch(
      /^The server on this computer took too long.* Dispatch tried 2 times\.$/,
    );
    expect(text('server_error', { server: 'remote', attempts: 3 }, ro)).toMatch(
      /Dispatch a încercat de 3 ori\.$/,
    );
  });
});

describe('describeField', () => {
  it('says an unreadable answer names the route and the server that answered, never offers Try again, and links the page', () => {
    const remote: AppError = {
      kind: 'unreadable_answer',
      message: 'The answer of GET /vehicles/{id} could not be read: no resource.',
      route: 'GET /vehicles/{id}',
      server: 'remote',
      website: 'https://exchange.example/vehicles/1',
    };
    const text = describeError(remote, 'detail', en);
    expect(text.sentence).toBe(
      'The exchange answered in a form this version of Dispatch can’t read (GET /vehicles/{id}). Your data is safe; the exchange’s website shows it.',
    );
    expect(text.action).toBeNull();
    expect(text.link).toBe('https://exchange.example/vehicles/1');
    expect(describeError({ ...remote, server: 'embedded' }, 'detail', en).sentence).toMatch(
      /^The sandbox built into Dispatch answered .*\(GET \/vehicles\/\{id\}\)/,
    );
    expect(describeError({ ...remote, server: 'loopback' }, 'detail', ro).sentence).toMatch(
      /^Serverul de pe acest calculator a răspuns/,
    );
    expect(describeError({ ...remote, website: undefined }, 'detail', en).link).toBeUndefined();
  });

  it('says a refused redirect sent Dispatch to another address, naming its host, in both languages; never offers Try again', () => {
    const refused: AppError = {
      kind: 'redirect_refused',
      message: 'The exchange redirected GET /v1/listings to another host, evil.example:8443; …',
      route: 'GET /v1/listings',
      server: 'remote',
      redirect: 'other_host',
      host: 'evil.example:8443',
    };
    expect(describeError(refused, 'list', en)).toEqual({
      sentence:
        'The exchange sent Dispatch to another address, evil.example:8443, for GET /v1/listings. Dispatch did not follow it there, so nothing was read from it.',
      action: null,
    });
    expect(describeError(refused, 'list', ro).sentence).toBe(
      'Bursa a trimis Dispatch la altă adresă, evil.example:8443, pentru GET /v1/listings. Dispatch nu a mers acolo, așa că nu s-a citit nimic de la ea.',
    );
    const { host: _host, ...unreadable } = refused;
    expect(describeError({ ...unreadable, redirect: 'unreadable' }, 'list', en).sentence).toBe(
      'The exchange sent Dispatch to an address it can’t read (GET /v1/listings). Dispatch did not follow it.',
    );
    expect(describeError({ ...refused, redirect: 'too_many' }, 'list', ro).sentence).toBe(
      'Bursa a trimis Dispatch de la o adresă la alta de mai mult de 5 ori (GET /v1/listings). Dispatch s-a oprit.',
    );
  });

  it("names a refused filter with the screen's own label when the screen gives one", () => {
    const refused: AppError = {
      kind: 'invalid_request',
      message: 'bad',
      status: 400,
      fields: [{ path: 'query.dateTo', code: 'invalid_format' }],
    };
    expect(describeError(refused, 'list', en).sentence).toContain('Loading to: ');
    const own = describeError(refused, 'list', en, { dateTo: 'Available until' }).sentence;
    expect(own).toContain('Available until: ');
    expect(own).not.toContain('Loading to');
  });

  it('reads unknown names and codes as words', () => {
    expect(describeField({ path: 'query.weightMax', code: 'out_of_range' }, en)).toBe(
      'Max weight (kg): out of range',
    );
    expect(describeField({ path: 'query.somethingNew', code: 'brand_new_code' }, en)).toBe(
      'somethingNew: brand new code',
    );
  });
});
