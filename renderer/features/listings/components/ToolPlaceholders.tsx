import { useTranslation } from 'react-i18next';

/**
 * What "Save this search" and "Truck at" look like before their code arrives (they load after the first
 * reads, renderer/shared/startup/afterFirstReads.ts): the same boxes, inert and hidden from assistive
 * technology, so the rows below do not move down under the pointer when the real ones replace them
 * (a row clicked at that moment would be the wrong one). Their shapes follow SaveSearchButton.tsx and
 * PlaceField.tsx; `e2e/laptop.spec.ts` checks that the first row stays where it was first painted.
 */
export function SaveSearchPlaceholder() {
  const { t } = useTranslation('common');
  return (
    <div className="save-search" aria-hidden="true">
      <button type="button" disabled tabIndex={-1}>
        {t('savedSearch.button', { ns: 'common' })}
      </button>
    </div>
  );
}

/** "Truck at" before its code arrives: label, an empty inert box and the hint, as PlaceField lays them out. */
export function TruckAtPlaceholder() {
  const { t } = useTranslation('listings');
  return (
    <div className="truck-at" aria-hidden="true">
      <div className="field place-field">
        <span className="field-label">{t('truckAt.label')}</span>
        <input className="place-field-input" disabled tabIndex={-1} />
        <span>{t('truckAt.hint')}</span>
        <div className="place-field-status small muted" />
      </div>
    </div>
  );
}
