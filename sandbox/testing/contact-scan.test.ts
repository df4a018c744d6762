import { describe, expect, it } from 'vitest';
import { findContactData } from './contact-scan';
import { loadContract } from '../server/contract';

describe('findContactData', () => {
  it.each([
    '+40 721 234 567',
    '+40721234567',
    '+40 (0) 721 234 567',
    '0040 721 234 567',
    '0040721234567',
    '0721234567',
    '0721 234 567',
    '0721-234-567',
    '0721.234.567',
    '021 312 34 56',
    '0264/123456',
    '+49 30 12345678',
    '+49 (30) 1234 5678',
    '+36-1-234-5678',
  ])('finds the phone number %s in a sentence', (phone) => {
    const hits = findContactData(`{"description":"Sunați la ${phone}, vă rog."}`);
    expect(hits).toHaveLength(1);
    expect(hits[0]).toMatchObject({ kind: 'phone' });
    expect(hits[0]!.text.replace(/\D/g, '')).toBe(phone.replace(/\D/g, ''));
  });

  it.each(['ion.popescu@example.ro', 'dispecerat+rute@transport-rapid.co.uk'])(
    'finds the e-mail %s',
    (email) => {
      expect(findContactData(`"note":"scrieți la ${email}"`)).toEqual([
        { kind: 'email', text: email, index: 19 },
      ]);
    },
  );

  it.each([
    ['a uuid', '"id":"3f1c0721-2345-4678-9abc-072123456789"'],
    ['a date-time', '"createdAt":"2026-09-25T10:00:00.000Z","dateFrom":"2026-10-01"'],
    ['money', '"typical":"2107.30","low":"1234567.00","price":{"value":100.5}'],
    ['a test key', '"key":"test_fx_0721234567abcdefABCDEF0123456789"'],
    ['a CUI and VAT numbers', '"cui":"12345678","vat":["RO12345678","DE123456789","NL123456789B01"]'],
    ['a listing ref and a cursor', '"ref":"FX-07A2B3","nextCursor":"eyJ0721234567_x-0721234567Q"'],
    ['numbers', '"distanceKm":1621,"weightKg":24000,"reviewCount":0'],
  ])('finds nothing in %s', (_what, text) => {
    expect(findContactData(text)).toEqual([]);
  });

  it('finds nothing in the contract itself (served at /v1.json)', () => {
    expect(findContactData(loadContract().text)).toEqual([]);
  });
});
