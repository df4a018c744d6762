import { describe, expect, it } from 'vitest';
import enActivity from '../../renderer/i18n/locales/en/activity.json';
import enVocab from '../../renderer/i18n/locales/en/vocab.json';
import roActivity from '../../renderer/i18n/locales/ro/activity.json';
import roVocab from '../../renderer/i18n/locales/ro/vocab.json';
import { makeEntry } from './testEntries';
import { ACTIVITY_KINDS, type WatchSettings } from '../contract/activity';
import { bodyAfterTitle, composeNotices, notifiable } from './compose';
import { catalogWords } from './words';

// the words as the main process builds them: its own translator over the renderer's catalog files
const en = catalogWords({ activity: enActivity, vocab: enVocab }, 'en');
const ro = catalogWords({ activity: roActivity, vocab: roVocab }, 'ro');

const allOn = Object.fromEntries(ACTIVITY_KINDS.map((k) => [k, true])) as WatchSettings['notify'];
const noon = new Date(2026, 10, 25, 12, 0);
const offer = (seq: number, price: string, ref = 'FX-7K2M9Q', currency = 'EUR') =>
  makeEntry(seq, 'offer.received', { listingRef: ref, data: { price, currency, carrier: 'Any SRL' } });

describe('notifiable', () => {
  it('drops kinds switched off, read entries, and everything inside quiet hours', () => {
    const entries = [offer(3, '1500'), makeEntry(2, 'offer.accepted'), offer(1, '1400')];
    entries[2]!.readAt = '2026-11-25T11:00:00Z';
    expect(
      notifiable(entries, { notify: { ...allOn, 'offer.accepted': false }, quietHours: null }, noon),
    ).toEqual([entries[0]]);
    expect(notifiable(entries, { notify: allOn, quietHours: { from: '11:00', to: '13:00' } }, noon)).toEqual(
      [],
    );
    expect(
      notifiable(entries, { notify: allOn, quietHours: { from: '22:00', to: '07:00' } }, noon),
    ).toHaveLength(2);
  });

  it('tells a kind the settings do not name', () => {
    expect(
      notifiable([makeEntry(1, 'listing.reposted')], { notify: allOn, quietHours: null }, noon),
    ).toHaveLength(1);
  });
});

describe('composeNotices', () => {
  it('coalesces the offers on one listing with the best (lowest) price', () => {
    const notices = composeNotices([offer(3, '1500'), offer(2, '1450'), offer(1, '1600')], en);
    expect(notices).toEqual([{ title: '3 new offers on FX-7K2M9Q', body: 'best 1,450 EUR', path: '/inbox' }]);
  });

  it('tells a single entry with its kind as the title and its sentence, opening its page', () => {
    expect(composeNotices([makeEntry(1, 'offer.accepted')], en)).toEqual([
      {
        title: 'Offer accepted',
        body: 'Your offer of 1,450 EUR on FX-7K2M9Q was accepted',
        path: '/offers/offer-1',
      },
    ]);
  });

  it('never says the title twice: the body goes on from the title (docs/watch.md §In the renderer)', () => {
    const load = makeEntry(1, 'listing.created', {
      data: { searchId: 's1', searchName: 'RO → DE', from: 'Arad', to: 'Wien' },
    });
    expect(composeNotices([load], en)).toEqual([
      { title: 'New load', body: 'Arad → Wien (FX-7K2M9Q) in “RO → DE”', path: '/listings/FX-7K2M9Q' },
    ]);
    const vehicle = makeEntry(2, 'vehicle.created', {
      subject: { kind: 'vehicle', id: 'v-1' },
      data: { searchId: 's1', searchName: 'RO → DE', from: 'Arad', to: 'Wien' },
    });
    for (const words of [en, ro]) {
      for (const entry of [load, vehicle, offer(3, '1400')]) {
        const [notice] = composeNotices([entry], words);
        expect(notice!.body.toLowerCase()).not.toContain(notice!.title.toLowerCase());
      }
    }
    expect(composeNotices([load], ro)[0]).toMatchObject({
      title: 'Încărcătură nouă',
      body: 'Arad → Wien (FX-7K2M9Q) în „RO → DE”',
    });
  });

  it('keeps the whole sentence when it does not start with the title as whole words', () => {
    expect(bodyAfterTitle('New offer', 'New offers on FX-1', 'en')).toBe('New offers on FX-1');
    expect(bodyAfterTitle('Offer accepted', 'Your offer was accepted', 'en')).toBe('Your offer was accepted');
    expect(bodyAfterTitle('New offer', 'new offer: 1,400 EUR', 'en')).toBe('1,400 EUR');
    expect(bodyAfterTitle('New offer', 'New offer', 'en')).toBe('New offer');
  });

  it('tells only the latest stage of a listing', () => {
    const notices = composeNotices(
      [
        makeEntry(5, 'listing.stage_changed', { data: { from: 'loading', to: 'in_transit' } }),
        makeEntry(4, 'listing.stage_changed', { data: { from: 'assigned', to: 'loading' } }),
      ],
      en,
    );
    expect(notices.map((n) => n.body)).toEqual(['Transport stage of FX-7K2M9Q: Loading → In transit']);
  });

  it('coalesces new loads per watched search, opening the search', () => {
    const load = (seq: number, ref: string) =>
      makeEntry(seq, 'listing.created', {
        listingRef: ref,
        subject: { kind: 'listing', id: ref },
        data: { searchId: 's1', searchName: 'RO → DE', from: 'Arad', to: 'Wien' },
      });
    const [notice] = composeNotices([load(2, 'FX-AAAAAA'), load(1, 'FX-BBBBBB')], en);
    expect(notice).toEqual({
      title: '2 new loads in “RO → DE”',
      body: 'New load Arad → Wien (FX-AAAAAA) in “RO → DE”',
      path: '/saved-searches/s1',
    });
  });

  it('shows at most three a batch, the last saying how many more', () => {
    const entries = [
      offer(9, '1000', 'FX-AAAAAA'),
      offer(8, '1100', 'FX-AAAAAA'),
      makeEntry(7, 'offer.accepted'),
      makeEntry(6, 'offer.declined'),
      makeEntry(5, 'listing.cancelled'),
      makeEntry(4, 'offer.withdrawn'),
    ];
    const notices = composeNotices(entries, en);
    expect(notices.map((n) => n.title)).toEqual([
      '2 new offers on FX-AAAAAA',
      'Offer accepted',
      'And 3 more changes',
    ]);
    expect(notices[2]!.path).toBe('/activity');
    expect(composeNotices(entries.slice(0, 4), en)).toHaveLength(3);
  });

  it('never carries the carrier or any contact', () => {
    const text = JSON.stringify(composeNotices([offer(1, '1400')], en));
    expect(text).not.toContain('Any SRL');
  });
});
