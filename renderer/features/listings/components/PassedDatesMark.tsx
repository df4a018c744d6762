import { useTranslation } from 'react-i18next';

/**
 * The mark beside loading dates that have passed (../model/passedDates.ts): a short word ("passed"),
 * with the whole sentence as its tooltip. In words, so it does not rely on colour.
 */
export function PassedDatesMark() {
  const { t } = useTranslation('listings');
  return (
    <span className="dates-passed" title={t('passed.title')}>
      {t('passed.mark')}
    </span>
  );
}
