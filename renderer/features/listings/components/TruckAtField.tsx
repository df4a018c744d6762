import { useTranslation } from 'react-i18next';
import { placeText } from '../../../shared/format/places';
import { useLocale } from '../../../shared/format/useLocale';
import { PlaceField } from '../../../shared/places/PlaceField';
import { useTruckStore } from '../model/truckStore';

/**
 * "Truck at": where the user's truck is now (a place from the place look-up, docs/api.md §Places),
 * kept in the feature's truck store (not the URL; remembered across a reload or a restart). When set,
 * the results show the empty run to each listing's loading place and the budget per km counting it.
 * When "Find loads" or "Loads back from here" moved it, a note says from where, with a button that
 * puts it back (issue 53 §3: the truck's place is never replaced silently).
 */
export function TruckAtField() {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const truckAt = useTruckStore((state) => state.truckAt);
  const replaced = useTruckStore((state) => state.replaced);
  const setTruckAt = useTruckStore((state) => state.setTruckAt);
  const replacedText = replaced ? placeText(replaced.city, replaced.country, locale) : null;
  return (
    <div className="truck-at">
      <PlaceField
        id="truck-at"
        label={t('truckAt.label')}
        description={t('truckAt.hint')}
        value={truckAt}
        onChange={setTruckAt}
      />
      {replaced && replacedText ? (
        <p className="truck-at-replaced" role="status">
          {t('truckAt.replaced', { place: replacedText })}{' '}
          <button type="button" onClick={() => setTruckAt(replaced)}>
            {t('truckAt.putBack', { place: replacedText })}
          </button>
        </p>
      ) : null}
    </div>
  );
}
