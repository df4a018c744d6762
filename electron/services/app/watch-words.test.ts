import { describe, expect, it } from 'vitest';
import { makeEntry } from '../../../shared/notify/testEntries';
import { entrySentence } from '../../../shared/notify/entrySentence';
import { createGazetteer } from '@dispatch/places/deadhead';
import { watchLanguage, watchWords } from './watch-words';

describe('the watch words of the main process', () => {
  const gazetteer = createGazetteer();
  const entry = makeEntry(5, 'listing.created', {
    data: {
      searchId: 's1',
      searchName: 'AT → RO',
      from: 'Wien',
      to: 'Bucuresti',
      fromCountry: 'AT',
      toCountry: 'RO',
    },
  });

  it("write a notification's cities in the UI's language through the app's gazetteer", () => {
    const names = (input: Parameters<typeof gazetteer.names>[0]) => gazetteer.names(input);
    expect(entrySentence(entry, watchWords('ro', names))).toBe(
      'Încărcătură nouă Viena → București (FX-7K2M9Q) în „AT → RO”',
    );
    expect(entrySentence(entry, watchWords('en', names))).toBe(
      'New load Vienna → Bucharest (FX-7K2M9Q) in “AT → RO”',
    );
    // without the gazetteer, as the exchange wrote them
    expect(entrySentence(entry, watchWords('en'))).toBe('New load Wien → Bucuresti (FX-7K2M9Q) in “AT → RO”');
  });

  it('speak the language the page told, else the system’s', () => {
    expect(watchLanguage('ro', 'en-US')).toBe('ro');
    expect(watchLanguage(null, 'ro-RO')).toBe('ro');
    expect(watchLanguage(null, 'de-DE')).toBe('en');
  });
});
