import { useTranslation } from 'react-i18next';
import { PlaceField } from '../../../shared/places/PlaceField';
import { useTruckStore } from '../model/truckStore';

/**
 * "Truck at": where the user's truck is now (a place from the place look-up, docs/api.md §Places),
 * kept in the feature's truck store (not the URL). When set, the results show the empty run to each
 * listing's loading place and the budget per km counting it.
 */
export function TruckAtField() {
  const { t } = useTranslation('listings');
  const truckAt = useTruckStore((state) => state.truckAt);
  const setTruckAt = useTruckStore((state) => state.setTruckAt);
  return (
    <div className="truck-at">
      <PlaceField
        id="truck-at"
        label={t('truckAt.label')}
        description={t('truckAt.hint')}
        value={truckAt}
        onChange={setTruckAt}
      />
    </div>
  );
}
