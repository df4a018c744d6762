import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/locales/en/vocab.json';
import ro from '../../i18n/locales/ro/vocab.json';
import { codeAsWords } from '../../../shared/notify/vocabWords';
import { eventKindWords } from './eventKinds';

const KNOWN = [
  'listing.created',
  'listing.cancelled',
  'listing.stage_changed',
  'listing.closed',
  'listing.expired',
  'offer.received',
  'offer.accepted',
  'offer.declined',
  'offer.withdrawn',
  'offer.expired',
  'vehicle.created',
  'vehicle.request_received',
];

async function wordsIn(language: 'en' | 'ro') {
  const i18n = i18next.createInstance();
  await i18n.init({ lng: language, resources: { en: { vocab: en }, ro: { vocab: ro } }, ns: ['vocab'] });
  return eventKindWords(i18n.getFixedT(language, 'vocab'));
}

describe('eventKindWords', () => {
  it.each(['en', 'ro'] as const)(
    'names every kind the app knows in words, each its own, in %s',
    async (language) => {
      const words = await wordsIn(language);
      const names = KNOWN.map((type) => words(type).name);
      expect(new Set(names).size).toBe(KNOWN.length);
      for (const [i, type] of KNOWN.entries()) {
        expect(names[i]).not.toContain('.');
        expect(names[i]).not.toContain('eventKind');
        expect(words(type).about, type).toMatch(/\.$/);
      }
    },
  );

  it('reads the Romanian names as dispatchers say them', async () => {
    const words = await wordsIn('ro');
    expect(words('offer.received').name).toBe('Ofertă primită');
    expect(words('listing.created').name).toBe('Încărcătură nouă');
  });

  it('reads a kind it does not know as words, without a sentence of its own', async () => {
    const words = await wordsIn('en');
    expect(words('listing.reposted')).toEqual({ name: 'Listing reposted', about: null });
    expect(words('toString')).toEqual({ name: 'ToString', about: null });
  });
});

describe('codeAsWords', () => {
  it('replaces dots and underscores with spaces', () => {
    expect(codeAsWords('vehicle.request_received')).toBe('Vehicle request received');
    expect(codeAsWords('x')).toBe('X');
  });
});
