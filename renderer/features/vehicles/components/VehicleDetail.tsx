import { Link } from '@tanstack/react-router';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { countryName } from '../../../shared/format/countries';
import { formatDateTime, formatDay } from '../../../shared/format/dates';
import { formatInteger, formatM3, NO_VALUE } from '../../../../shared/format/numbers';
import { routeText } from '../../../shared/format/places';
import { useLocale } from '../../../shared/format/useLocale';
import { OnExchange } from '../../../shared/places/OnExchange';
import { rowPlaces, useShownCities } from '../../../shared/places/shownCities';
import { DetailItem } from '../../../shared/detail/DetailItem';
import { DetailSection } from '../../../shared/detail/DetailSection';
import { isResourceId } from '../../../shared/detail/resourceId';
import { useDetailRead } from '../../../shared/detail/useDetailRead';
import { ExchangeText } from '../../../shared/ExchangeText';
import { useVocab } from '../../../shared/vocab/useVocab';
import { vehicleFromPages, vehicleQueries } from '../api/vehicleQueries';
import { formatTonnes } from '../model/format';

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
  const read = useDetailRead(vehicleQueries.detail(vehicleId), isResourceId(vehicleId), (queryClient) =>
    vehicleFromPages(queryClient, vehicleId),
  );
  const shown = useShownCities(useMemo(() => (read.item ? rowPlaces([read.item]) : []), [read.item]));
  /** A place in full: its city in the UI language and its country's name, or the country alone. */
  const place = (city: string | null, country: string) =>
    city
      ? t('detail.place', { city: shown(city, country), country: countryName(country, locale) })
      : countryName(country, locale);

  return (
    <DetailSection
      label={t('detail.label')}
      heading={read.item ? routeText(read.item, locale, shown) : t('detail.heading')}
      itemKey={vehicleId}
      read={read}
      closeText={t('detail.close')}
      onClose={onClose}
      goneText={t('detail.gone')}
      loadingText={t('detail.loading')}
    >
      {(vehicle) => (
        <>
          <dl>
            <DetailItem term={t('detail.from')}>{place(vehicle.fromCity, vehicle.fromCountry)}</DetailItem>
            <DetailItem term={t('detail.to')}>
              {place(vehicle.toCity, vehicle.toCountry)}
              <OnExchange shown={routeText(vehicle, locale, shown)} written={routeText(vehicle, locale)} />
            </DetailItem>
            <DetailItem term={t('detail.via')}>{vehicle.via ?? NO_VALUE}</DetailItem>
            <DetailItem term={t('detail.availableFrom')}>{formatDay(vehicle.dateFrom, locale)}</DetailItem>
            <DetailItem term={t('detail.availableTo')}>{formatDay(vehicle.dateTo, locale)}</DetailItem>
            <DetailItem term={t('detail.vehicle')}>{vocab.truckType(vehicle.vehicle)}</DetailItem>
            <DetailItem term={t('detail.capacity')}>{vehicle.capacity ?? NO_VALUE}</DetailItem>
            <DetailItem term={t('detail.payload')}>{formatTonnes(vehicle.payloadT, locale)}</DetailItem>
            <DetailItem term={t('detail.volume')}>{formatM3(vehicle.volumeM3, locale)}</DetailItem>
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
      )}
    </DetailSection>
  );
}
