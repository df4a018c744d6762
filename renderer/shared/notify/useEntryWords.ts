import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { EntryWords } from '../../../shared/notify/words';
import { useLocale } from '../format/useLocale';

/**
 * What shared/notify's sentences and notices need (shared/notify/words.ts), in the current UI language
 * (re-rendered on a language change): the `activity` and `vocab` translate functions and the Intl locale.
 */
export function useEntryWords(): EntryWords {
  const { t } = useTranslation('activity');
  const { t: vocabT } = useTranslation('vocab');
  const locale = useLocale();
  return useMemo(() => ({ t, vocabT, locale }), [t, vocabT, locale]);
}
