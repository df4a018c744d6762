import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Listing } from '../../../../shared/api/types';
import { earningsOf } from '../../../../shared/domain/earnings';
import { formatMoney, NO_VALUE } from '../../../../shared/format/numbers';
import { DetailItem } from '../../../shared/detail/DetailItem';
import { formatDay } from '../../../shared/format/dates';
import { useLocale } from '../../../shared/format/useLocale';
import { useTruckCosts } from '../../../shared/trucks/myTrucks';
import { deadheadQueries } from '../../../shared/places/deadheadQueries';
import { missingWords } from '../model/cells';
import { earningsRate, earningsSum } from '../model/earningsText';
import { useTruckStore } from '../model/truckStore';

/**
 * A listing's panel: what the load earns the current truck (docs/api.md §What a load earns), the sum
 * written out ("2,450 EUR − 1.10 EUR/km × (312 + 1,480) km = 479 EUR"), the rate and its date when the
 * truck's cost was turned, and the profit per day over the days on the road; "—" with why a figure is
 * missing. Nothing without a current truck (Settings → My trucks). The empty run is the same local
 * look-up as the table's (`places.deadhead`, no exchange read).
 */
export function EarningsItems({ listing }: { listing: Listing }) {
  const { t } = useTranslation('listings');
  const locale = useLocale();
  const { costs, rate } = useTruckCosts();
  const truckAt = useTruckStore((state) => state.truckAt);
  const deadhead = useQuery({
    ...deadheadQueries.forRows(truckAt?.slug ?? '', [listing]),
    enabled: costs !== null && truckAt !== null,
  });
  if (costs === null) return null;
  const emptyKm = truckAt === null ? null : deadhead.data ? deadhead.data[0] : undefined;
  const earned = earningsOf(listing, emptyKm, costs, rate);
  if (!earned.ok) {
    return (
      <DetailItem term={t('detail.profit')}>
        {NO_VALUE} <span className="muted small">{missingWords(earned.missing, t)}</span>
      </DetailItem>
    );
  }
  const sums = earned.value;
  const turned = earningsRate(sums, locale);
  return (
    <>
      <DetailItem term={t('detail.profit')}>
        <span data-testid="earnings-sum">{earningsSum(sums, locale)}</span>
        {turned ? (
          <span className="muted small">
            {' '}
            {t('detail.profitRate', {
              cost: turned.truckCost,
              rate: turned.rate,
              date: formatDay(turned.date, locale),
            })}
          </span>
        ) : null}
      </DetailItem>
      <DetailItem term={t('detail.profitPerDay')}>
        {t('detail.profitPerDayValue', {
          count: sums.days,
          profit: formatMoney(sums.profitPerDay, sums.currency, locale),
        })}
      </DetailItem>
    </>
  );
}
