import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Place } from '../../../../shared/api/types';
import type { CostEstimateReading } from '../../../../shared/contract/costs';
import { DetailItem } from '../../../shared/detail/DetailItem';
import { countryName } from '../../../shared/format/countries';
import { formatKm, formatMoney, formatPerKm, toNumber } from '../../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { LazyRouteMap } from '../../../shared/map/LazyRouteMap';
import { useShownRegions } from '../../../shared/places/shownRegions';
import { useVocab } from '../../../shared/vocab/useVocab';
import { isOtherRoute } from '../../../../shared/domain/cost-estimate';
import { BandBar } from './BandBar';

/** The low–typical–high band of a reading, when the exchange's answer carried one the app reads. */
function bandOf(estimate: CostEstimateReading) {
  const { low, typical, high } = estimate;
  return low !== null && typical !== null && high !== null ? { low, typical, high } : null;
}

/**
 * One estimate (docs/api.md §Cost estimate): the route as the exchange matched it (a country's capital
 * stands in where no place was given), distance in km, the low–typical–high band in words and as a
 * bar with the user's price marked, the price per km, where the price falls (below / within / above,
 * in words), and the API's note that the figure is information, not a recommended rate, then the route's
 * map (below the verdict, so the verdict is in view on a laptop's screen). A part the
 * exchange's answer did not carry in a form the app reads (`unread`) is said in a sentence; the rest
 * is shown (docs/api.md §Where the real exchange may differ). Opened from a listing (`routeKm`, its
 * road km), a distance that differs from the listing's says the exchange may have matched another
 * place of the same name (`isOtherRoute`).
 */
export function EstimateResult({ estimate, routeKm }: { estimate: CostEstimateReading; routeKm?: number }) {
  const { t } = useTranslation('costEstimate');
  const vocab = useVocab();
  const locale = useLocale();
  // the region in the UI's language (docs/api.md §Places, "A region in the UI's language")
  const shownRegion = useShownRegions();
  const money = (amount: string | number) => formatMoney(amount, estimate.currency, locale);
  const end = (place: Place | null, country: string) =>
    place
      ? t('result.place', {
          city: place.city,
          county: shownRegion(place.county, country),
          country: countryName(country, locale),
        })
      : t('result.capital', { country: countryName(country, locale) });
  const figures = bandOf(estimate);
  const where = estimate.price?.position ?? null;
  const price = money(estimate.price?.value ?? 0);
  return (
    <section className="estimate-result" aria-labelledby="estimate-result-title">
      <h2 id="estimate-result-title">{t('result.title')}</h2>
      <dl className="estimate-figures">
        <DetailItem term={t('result.from')}>{end(estimate.from, estimate.fromCountry)}</DetailItem>
        <DetailItem term={t('result.to')}>{end(estimate.to, estimate.toCountry)}</DetailItem>
        <DetailItem term={t('result.vehicle')}>
          {estimate.vehicle ? vocab.truckType(estimate.vehicle) : t('result.anyVehicle')}
        </DetailItem>
        {estimate.category ? (
          <DetailItem term={t('result.category')}>{vocab.category(estimate.category)}</DetailItem>
        ) : null}
        <DetailItem term={t('result.distance')}>
          {estimate.distanceKm === null ? t('result.distanceMissing') : formatKm(estimate.distanceKm, locale)}
        </DetailItem>
        {figures ? (
          <DetailItem term={t('result.band')}>
            {t('result.bandValue', {
              low: money(figures.low),
              typical: money(figures.typical),
              high: money(figures.high),
            })}
          </DetailItem>
        ) : null}
        {estimate.perKm !== null ? (
          <DetailItem term={t('result.perKm')}>
            {formatPerKm(estimate.perKm, estimate.currency, locale)}
          </DetailItem>
        ) : null}
      </dl>
      {routeKm !== undefined && estimate.distanceKm !== null && isOtherRoute(estimate.distanceKm, routeKm) ? (
        <p className="estimate-other-route" role="note">
          {t('result.otherRoute', {
            listed: formatKm(routeKm, locale),
            measured: formatKm(estimate.distanceKm, locale),
          })}
        </p>
      ) : null}
      {figures ? (
        <EstimateBand estimate={estimate} figures={figures} where={where} price={price} />
      ) : (
        <p className="estimate-missing">{t('result.bandMissing')}</p>
      )}
      {estimate.note ? (
        <p className="estimate-note">
          <strong>{t('result.noteLabel')}</strong> {t('result.noteOurs')} <q>{estimate.note}</q>
        </p>
      ) : null}
      {/* the map after the verdict: at 1366×768 the verdict is in view without scrolling past it */}
      <div className="estimate-map">
        <Suspense fallback={null}>
          <LazyRouteMap
            route={{
              fromCountry: estimate.fromCountry,
              fromCity: estimate.from?.city ?? null,
              fromSlug: estimate.from?.slug,
              toCountry: estimate.toCountry,
              toCity: estimate.to?.city ?? null,
              toSlug: estimate.to?.slug,
              distanceKm: estimate.distanceKm,
            }}
          />
        </Suspense>
      </div>
    </section>
  );
}

/** The band as a bar with the user's price, and where the price falls in words. */
function EstimateBand({
  estimate,
  figures,
  where,
  price,
}: {
  estimate: CostEstimateReading;
  figures: { low: string; typical: string; high: string };
  where: 'below' | 'within' | 'above' | null;
  price: string;
}) {
  const { t } = useTranslation('costEstimate');
  const locale = useLocale();
  const money = (amount: string | number) => formatMoney(amount, estimate.currency, locale);
  const low = toNumber(figures.low) ?? 0;
  const typical = toNumber(figures.typical) ?? 0;
  const high = toNumber(figures.high) ?? 0;
  const band = { low: money(figures.low), typical: money(figures.typical), high: money(figures.high) };
  const words = { price, ...band };
  const position =
    where === 'below'
      ? t('result.position.below', words)
      : where === 'above'
        ? t('result.position.above', words)
        : where === 'within'
          ? t('result.position.within', words)
          : null;
  const positionWord =
    where === 'below'
      ? t('result.positionWord.below')
      : where === 'above'
        ? t('result.positionWord.above')
        : t('result.positionWord.within');

  return (
    <>
      <BandBar
        low={low}
        typical={typical}
        high={high}
        price={estimate.price?.value ?? null}
        labels={{
          low: band.low,
          high: band.high,
          price: estimate.price ? t('result.yourPrice', { price: words.price }) : null,
        }}
        summary={position ? `${t('result.bandSummary', band)} ${position}` : t('result.bandSummary', band)}
      />
      {position ? (
        <p className="estimate-position" data-position={where}>
          <strong>{positionWord}</strong> {position}
        </p>
      ) : estimate.price ? (
        <p className="muted">{t('result.unknownPosition', { price })}</p>
      ) : (
        <p className="muted">{t('result.noPrice')}</p>
      )}
    </>
  );
}
