/**
 * Friendly names for the types generated from `v1.json` (`npm run api:types` writes `v1.d.ts`).
 * `v1.json` is the single source of API types; nothing here is written by hand but the names.
 */
import type { components, paths } from './v1';

type Schemas = components['schemas'];

export type Listing = Schemas['Listing'];
export type ListingPage = Schemas['ListingPage'];
export type Offer = Schemas['Offer'];
export type OfferPage = Schemas['OfferPage'];
export type Vehicle = Schemas['Vehicle'];
export type VehiclePage = Schemas['VehiclePage'];
export type OwnVehicle = Schemas['OwnVehicle'];
export type OwnVehiclePage = Schemas['OwnVehiclePage'];
export type Company = Schemas['Company'];
export type Place = Schemas['Place'];
export type EventType = Schemas['EventType'];
export type CostEstimate = Schemas['CostEstimate'];

export type { paths };
