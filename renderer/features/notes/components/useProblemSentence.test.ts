import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { NOTES_FILE_PROBLEM_CODES, notesProblemKey } from '../../../../shared/contract/notes';
import en from '../../../i18n/locales/en/notes.json';
import ro from '../../../i18n/locales/ro/notes.json';
import { problemWords } from './useProblemSentence';

describe('the words of a notes file problem', () => {
  it.each([
    ['en', en],
    ['ro', ro],
  ] as const)(
    'exist in %s at the catalog key the contract names, for every code',
    async (language, catalog) => {
      const i18n = i18next.createInstance();
      await i18n.init({ lng: language, resources: { [language]: { notes: catalog } }, ns: ['notes'] });
      const t = i18n.getFixedT(language, 'notes');
      const words = problemWords(t);
      for (const code of NOTES_FILE_PROBLEM_CODES) {
        expect(i18n.exists(notesProblemKey(code), { ns: 'notes' }), code).toBe(true);
        // the words are that key's text, a limit filled in
        const text = (catalog.import.problem as Record<string, string>)[code]!;
        const pattern = text.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace('{{max}}', '\\d+');
        expect(words[code], code).toMatch(new RegExp(`^${pattern}$`));
      }
    },
  );
});
