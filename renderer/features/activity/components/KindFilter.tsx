import { useTranslation } from 'react-i18next';
import { ACTIVITY_KINDS } from '../../../../shared/contract/activity';
import { eventKindWords } from '../../../shared/vocab/eventKinds';

/** The value of "every kind". */
const ALL = '';

/**
 * The kind shown (docs/watch.md §In the renderer "filter by kind"): every kind, or one, each named in words
 * (renderer/shared/vocab/eventKinds.ts), in a native select.
 */
export function KindFilter({
  value,
  onChange,
}: {
  value: string | null;
  onChange: (kind: string | null) => void;
}) {
  const { t } = useTranslation('activity');
  const { t: vocabT } = useTranslation('vocab');
  const words = eventKindWords(vocabT);
  return (
    <div className="field activity-filter">
      <label htmlFor="activity-kind">{t('filter.label')}</label>
      <select
        id="activity-kind"
        value={value ?? ALL}
        onChange={(event) => onChange(event.target.value === ALL ? null : event.target.value)}
      >
        <option value={ALL}>{t('filter.all')}</option>
        {ACTIVITY_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {words(kind).name}
          </option>
        ))}
      </select>
    </div>
  );
}
