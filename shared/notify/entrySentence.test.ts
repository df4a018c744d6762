import { describe, expect, it } from 'vitest';
import enActivity from '../../renderer/i18n/locales/en/activity.json';
import enVocab from '../../renderer/i18n/locales/en/vocab.json';
import roActivity from '../../renderer/i18n/locales/ro/activity.json';
import roVocab from '../../renderer/i18n/locales/ro/vocab.json';
import { makeEntry } from './testEntries';
import { entryTarget, targetPath } from './entryTarget';
import { entrySentence, type EntryWords } from './entrySentence';
import { catalogWords } from './words';

// the words as the main process builds them: its own translator over the renderer's catalog files
function words(lng: 'en' | 'ro'): EntryWords {
  return lng === 'ro'
    ? catalogWords({ activity: roActivity, vocab: roVocab }, 'ro')
    : catalogWords({ activity: enActivity, vocab: enVocab }, 'en');
}

describe('entrySentence', () => {
  it('says an offer with its price and currency in the UI language', () => {
    const entry = makeEntry(1, 'offer.received');
    expect(entrySentence(entry, words('en'))).toBe('New offer of 1,450 EUR on FX-7K2M9Q');
    expect(entrySentence(entry, words('ro'))).toBe('Ofertă nouă de 1.450 EUR la FX-7K2M9Q');
    expect(entrySentence(entry, words('en'), true)).toBe(
      'New offer of 1,450 EUR on FX-7K2M9Q from Trans Carpatic SRL',
    );
    expect(entrySentence(makeEntry(2, 'offer.accepted'), words('en'))).toBe(
      'Your offer of 1,450 EUR on FX-7K2M9Q was accepted',
    );
  });

  it('names stages from the vocabulary', () => {
    const entry = makeEntry(3, 'listing.stage_changed', { data: { from: 'loading', to: 'in_transit' } });
    expect(entrySentence(entry, words('en'))).toBe('Transport stage of FX-7K2M9Q: Loading → In transit');
    expect(entrySentence(entry, words('ro'))).toBe(
      'Stadiul transportului FX-7K2M9Q: La încărcare → În tranzit',
    );
    const first = makeEntry(4, 'listing.stage_changed', { data: { from: null, to: 'assigned' } });
    expect(entrySentence(first, words('en'))).toBe('Transport stage of FX-7K2M9Q: Assigned');
  });

  it('says a new load of a watched search with its route and budget', () => {
    const entry = makeEntry(5, 'listing.created', {
      data: {
        searchId: 's1',
        searchName: 'RO → DE',
        from: 'Cluj-Napoca',
        to: 'München',
        budget: '1250.00',
        currency: 'EUR',
      },
    });
    expect(entrySentence(entry, words('en'))).toBe(
      'New load Cluj-Napoca → München (FX-7K2M9Q) in “RO → DE”, budget 1,250 EUR',
    );
  });

  it('writes a city in the UI language where the entry keeps its country, as written otherwise', () => {
    const data = { searchId: 's1', searchName: 'AT → RO', from: 'Wien', to: 'Bucuresti' };
    const names: Record<string, string> = { 'AT|Wien': 'Viena', 'RO|Bucuresti': 'București' };
    const city = (name: string, country: string) => names[`${country}|${name}`] ?? name;
    const withCountries = makeEntry(5, 'listing.created', {
      data: { ...data, fromCountry: 'AT', toCountry: 'RO' },
    });
    expect(entrySentence(withCountries, { ...words('ro'), city })).toBe(
      'Încărcătură nouă Viena → București (FX-7K2M9Q) în „AT → RO”',
    );
    // an entry the watch kept before it kept the countries: the names as the exchange wrote them
    expect(entrySentence(makeEntry(5, 'listing.created', { data }), { ...words('ro'), city })).toBe(
      'Încărcătură nouă Wien → Bucuresti (FX-7K2M9Q) în „AT → RO”',
    );
  });

  it('counts requests for a vehicle with the plural of the language', () => {
    const entry = makeEntry(6, 'vehicle.request_received', {
      subject: { kind: 'vehicle', id: 'v1' },
      listingRef: null,
      data: { added: 2, requestCount: 5, from: 'Arad', to: 'Wien' },
    });
    expect(entrySentence(entry, words('en'))).toBe('2 new requests for your vehicle Arad → Wien');
    expect(entrySentence(entry, words('ro'))).toBe('2 cereri noi pentru vehiculul tău Arad → Wien');
  });

  it('names a kind it does not know in words', () => {
    expect(entrySentence(makeEntry(7, 'listing.reposted'), words('en'))).toBe('Listing reposted: FX-7K2M9Q');
  });
});

describe('entryTarget', () => {
  it('leads each entry to its page', () => {
    expect(targetPath(entryTarget(makeEntry(1, 'offer.received')))).toBe('/offers/offer-1');
    expect(targetPath(entryTarget(makeEntry(2, 'listing.closed')))).toBe('/listings/FX-7K2M9Q');
    expect(
      targetPath(entryTarget(makeEntry(3, 'vehicle.created', { subject: { kind: 'vehicle', id: 'v 1' } }))),
    ).toBe('/vehicles/v%201');
    expect(
      targetPath(
        entryTarget(makeEntry(4, 'vehicle.request_received', { subject: { kind: 'vehicle', id: 'v1' } })),
      ),
    ).toBe('/desk/vehicles');
  });
});
