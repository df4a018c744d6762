import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../format/useLocale';
import { useVocab } from '../vocab/useVocab';
import type { EntryWords } from './entrySentence';

/** What ./entrySentence.ts needs, in the current UI language (re-rendered on a language change). */
export function useEntryWords(): EntryWords {
  const { t } = useTranslation('activity');
  const { t: vocabT } = useTranslation('vocab');
  const vocab = useVocab();
  const locale = useLocale();
  return useMemo(() => ({ t, vocabT, vocab, locale }), [t, vocabT, vocab, locale]);
}
