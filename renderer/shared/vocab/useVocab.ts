import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { vocabLabels, type VocabLabels } from './labels';

/** The vocabulary labels in the current UI language (re-rendered on a language change). */
export function useVocab(): VocabLabels {
  const { t } = useTranslation('vocab');
  return useMemo(() => vocabLabels(t), [t]);
}
