import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../shared/format/countries';
import { formatDateTime, formatDay } from '../../../shared/format/dates';
import { formatInteger, NO_VALUE } from '../../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { OnExchange } from '../../../shared/places/OnExchange';
import { routeEnds, useShownCities } from '../../../shared/places/shownCities';
import { DetailItem } from '../../../shared/detail/DetailItem';
import { DetailStatus } from '../../../shared/detail/DetailStatus';
import { isResourceId } from '../../../shared/detail/resourceId';
import { ExchangeText } from '../../../shared/ExchangeText';
import { useKeyShortcut } from '../../../shared/keyboard/useKeyShortcut';
import { toAppError } from '../../../shared/transport';
import { useVocab } from '../../../shared/vocab/useVocab';
import { vehicleFromPages, vehicleQueries } from '../api/vehicleQueries';
import { formatTonnes, formatVolume, vehicleRoute } from '../model/format';

/** Props of VehicleDetail: the free vehicle's id (from the URL) and what closes it. */
export interface VehicleDetailProps {
  vehicleId: string;
  onClose: () => void;
}

/**
 * One free vehicle (`vehicles.get`, `GET /vehicles/{id}`, docs/api.md §Resources), the page of
 * `#/vehicles/<id>`, beside the results in `<section aria-label="Free vehicle details">`: every field
 * (dates through Intl, kinds and statuses through the vocabulary), and a link to the company's profile
 * when `companyId` is set. The row already on screen shows while the detail loads; a 404 (or an id
 * that is not a uuid) reads "This vehicle is no longer on the exchange". The heading takes the focus;
 * `r` reads the vehicle again (docs/keyboard.md).
 */
export function VehicleDetail({ vehicleId, onClose }: VehicleDetailProps) {
  const { t } = useTranslation('vehicles');
  const vocab = useVocab();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const wellFormed = isResourceId(vehicleId);
  const query = useQuery({
    ...vehicleQueries.detail(vehicleId),
    enabled: wellFormed,
    placeholderData: () => vehicleFromPages(queryClient, vehicleId),
  });
  const gone = !wellFormed || (query.isError && toAppError(query.error).kind === 'not_found');
  const vehicle = gone ? undefined : query.data;
  const shown = useShownCities(useMemo(() => (vehicle ? routeEnds([vehicle]) : []), [vehicle]));

  useKeyShortcut('r', () => {
    if (wellFormed && !query.isFetching) void query.refetch();
  });

  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [vehicleId]);

  return (
    <section aria-label={t('detail.label')} className="detail">
      <header className="detail-head">
        <h2 ref={heading} tabIndex={-1}>
          {vehicle ? vehicleRoute(vehicle, locale, shown) : t('detail.heading')}
        </h2>
        <button type="button" onClick={onClose}>
          {t('detail.close')}
        </button>
      </header>
      <DetailStatus
        gone={gone}
        error={query.isError ? toAppError(query.error) : null}
        loading={!vehicle && query.isPending}
        goneText={t('detail.gone')}
        loadingText={t('detail.loading')}
        onTryAgain={() => void query.refetch()}
      />
      {vehicle ? (
        <>
          <dl>
            <DetailItem term={t('detail.from')}>
              {vehicle.fromCity
                ? t('detail.place', {
                    city: shown(vehicle.fromCity, vehicle.fromCountry),
                    country: countryName(vehicle.fromCountry, locale),
                  })
                : countryName(vehicle.fromCountry, locale)}
            </DetailItem>
            <DetailItem term={t('detail.to')}>
              {vehicle.toCity
                ? t('detail.place', {
                    city: shown(vehicle.toCity, vehicle.toCountry),
                    country: countryName(vehicle.toCountry, locale),
                  })
                : countryName(vehicle.toCountry, locale)}
              <OnExchange
                shown={vehicleRoute(vehicle, locale, shown)}
                written={vehicleRoute(vehicle, locale)}
              />
            </DetailItem>
            <DetailItem term={t('detail.via')}>{vehicle.via ?? NO_VALUE}</DetailItem>
            <DetailItem term={t('detail.availableFrom')}>{formatDay(vehicle.dateFrom, locale)}</DetailItem>
            <DetailItem term={t('detail.availableTo')}>{formatDay(vehicle.dateTo, locale)}</DetailItem>
            <DetailItem term={t('detail.vehicle')}>{vocab.truckType(vehicle.vehicle)}</DetailItem>
            <DetailItem term={t('detail.capacity')}>{vehicle.capacity ?? NO_VALUE}</DetailItem>
            <DetailItem term={t('detail.payload')}>{formatTonnes(vehicle.payloadT, locale)}</DetailItem>
            <DetailItem term={t('detail.volume')}>{formatVolume(vehicle.volumeM3, locale)}</DetailItem>
            <DetailItem term={t('detail.pallets')}>{formatInteger(vehicle.pallets, locale)}</DetailItem>
            <DetailItem term={t('detail.seats')}>{formatInteger(vehicle.seats, locale)}</DetailItem>
            <DetailItem term={t('detail.note')}>
              {vehicle.note ? <ExchangeText text={vehicle.note} /> : NO_VALUE}
            </DetailItem>
            <DetailItem term={t('detail.status')}>{vocab.vehicleStatus(vehicle.status)}</DetailItem>
            <DetailItem term={t('detail.company')}>{vehicle.displayName}</DetailItem>
            <DetailItem term={t('detail.created')}>{formatDateTime(vehicle.createdAt, locale)}</DetailItem>
          </dl>
          {vehicle.companyId ? (
            <p className="detail-links">
              <Link to="/companies/$id" params={{ id: vehicle.companyId }}>
                {t('detail.companyProfile', { name: vehicle.displayName })}
              </Link>
            </p>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
