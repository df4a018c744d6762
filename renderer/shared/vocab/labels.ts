/**
 * The exchange's vocabularies (shared/domain/vocabulary.ts) in the UI language, from the `vocab`
 * catalog: categories, truck types, listing, offer and vehicle statuses, transport stages. A code the
 * app does not know yet (the API may add values, docs/api.md §Versioning) reads as words:
 * `hover_truck` -> "hover truck".
 */
import type { TFunction } from 'i18next';
import type {
  ListingCategory,
  ListingStatus,
  OfferStatus,
  TransportStage,
  TruckType,
  VehicleStatus,
} from '../../../shared/domain/vocabulary';

/** A code as words, first letter capital: `in_transit` -> "In transit". */
export function humanize(code: string): string {
  const text = code.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The label of every vocabulary value, in one language. */
export interface VocabLabels {
  category: (code: string) => string;
  truckType: (code: string) => string;
  listingStatus: (code: string) => string;
  offerStatus: (code: string) => string;
  vehicleStatus: (code: string) => string;
  transportStage: (code: string) => string;
}

function lookup<K extends string>(labels: Record<K, string>): (code: string) => string {
  return (code) => (labels as Record<string, string>)[code] ?? humanize(code);
}

/** Every vocabulary label for the language of `t`. */
export function vocabLabels(t: TFunction<'vocab'>): VocabLabels {
  const categories: Record<ListingCategory, string> = {
    car: t('category.car'),
    move: t('category.move'),
    parcel: t('category.parcel'),
    freight: t('category.freight'),
    assistance: t('category.assistance'),
  };
  const truckTypes: Record<TruckType, string> = {
    van: t('truckType.van'),
    box_truck: t('truckType.box_truck'),
    tautliner: t('truckType.tautliner'),
    refrigerated: t('truckType.refrigerated'),
    flatbed: t('truckType.flatbed'),
    car_carrier: t('truckType.car_carrier'),
    tow_truck: t('truckType.tow_truck'),
    tipper: t('truckType.tipper'),
    tanker: t('truckType.tanker'),
  };
  const listingStatuses: Record<ListingStatus, string> = {
    published: t('listingStatus.published'),
    closed: t('listingStatus.closed'),
    expired: t('listingStatus.expired'),
    cancelled: t('listingStatus.cancelled'),
    hidden: t('listingStatus.hidden'),
  };
  const offerStatuses: Record<OfferStatus, string> = {
    sent: t('offerStatus.sent'),
    accepted: t('offerStatus.accepted'),
    declined: t('offerStatus.declined'),
    withdrawn: t('offerStatus.withdrawn'),
    expired: t('offerStatus.expired'),
  };
  const vehicleStatuses: Record<VehicleStatus, string> = {
    active: t('vehicleStatus.active'),
    expired: t('vehicleStatus.expired'),
    removed: t('vehicleStatus.removed'),
  };
  const stages: Record<TransportStage, string> = {
    assigned: t('transportStage.assigned'),
    loading: t('transportStage.loading'),
    in_transit: t('transportStage.in_transit'),
    unloading: t('transportStage.unloading'),
    delivered: t('transportStage.delivered'),
  };
  return {
    category: lookup(categories),
    truckType: lookup(truckTypes),
    listingStatus: lookup(listingStatuses),
    offerStatus: lookup(offerStatuses),
    vehicleStatus: lookup(vehicleStatuses),
    transportStage: lookup(stages),
  };
}
