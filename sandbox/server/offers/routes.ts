/**
 * Offer routes (docs/api.md §Routes, §Resources), key only with `offers:read`:
 * `GET /v1/listings/{ref}/offers` (offers received on one of the holder's listings),
 * `GET /v1/offers/mine` (offers sent by the holder's account or by its company) and
 * `GET /v1/offers/{id}`. Offers are never public: a caller outside the offer gets the 404 of an absent
 * one, same status, body and headers, after the same work (docs/api.md §Routes).
 */
import type { FastifyInstance } from 'fastify';
import type { AccountRecord, OfferRecord } from '../../market';
import { notFound } from '../http/api-error';
import type { SandboxContext } from '../context';
import { BodyWriter } from '../http/json-body';
import { operationPermission, requireKey, type KeyHolder } from '../http/key-holder';
import { serveList } from '../paging/list-route';
import { offerLanes } from './store';
import { isSentBy, seesOffer, toApiOffer, type SenderSide } from './view';
import { callerOf, operationParams, readParams, readRoute } from '../http/route-kit';

/** The cursor route name of the offers on one listing. */
export const LISTING_OFFERS_ROUTE = 'listings/offers';
/** The cursor route name of the holder's sent offers. */
export const MY_OFFERS_ROUTE = 'offers/mine';

/** The 404 message of `/listings/{ref}/offers`, the same for an unknown listing and another's. */
export const NO_SUCH_LISTING = "There is no listing with this ref among the key holder's listings.";
/** The 404 message of `/offers/{id}`, the same for an absent offer and another's. */
export const NO_SUCH_OFFER = 'There is no offer with this id that this key may read.';

/** Registers the offer routes on `app`. */
export function offerRoutes(app: FastifyInstance, ctx: SandboxContext): void {
  const onListing = operationParams(ctx.contract, '/listings/{ref}/offers');
  const mine = operationParams(ctx.contract, '/offers/mine');
  const byId = operationParams(ctx.contract, '/offers/{id}');
  const permission = operationPermission(ctx.contract, '/offers/mine');
  const onListingPermission = operationPermission(ctx.contract, '/listings/{ref}/offers');
  const listingPages = BodyWriter.forRoute<OfferRecord>(ctx.contract, '/listings/{ref}/offers');
  const minePages = BodyWriter.forRoute<OfferRecord>(ctx.contract, '/offers/mine');
  const single = BodyWriter.forRoute<OfferRecord>(ctx.contract, '/offers/{id}');
  const accounts = new Map<string, AccountRecord>(ctx.market.accounts.map((a) => [a.id, a]));
  const sideOf = (holder: KeyHolder): SenderSide => ({
    accountId: holder.accountId,
    companyId: accounts.get(holder.accountId)?.companyId ?? null,
  });

  readRoute(app, '/v1/listings/:ref/offers', (request) => {
    const holder = requireKey(callerOf(request), onListingPermission);
    const { ref } = readParams(onListing.path, request.params, 'path') as { ref: string };
    const origin = ctx.origin();
    return serveList(ctx, request, {
      route: LISTING_OFFERS_ROUTE,
      holder: holder.holder,
      query: onListing.query,
      filters: () => ({ filters: { ref }, problems: [] }),
      collection: () => {
        const listing = ctx.listings.get(ref);
        if (listing?.ownerAccountId !== holder.accountId) throw notFound(NO_SUCH_LISTING);
        return ctx.offers.view((o) => o.listingRef === ref, [offerLanes.listing(ref)]);
      },
      project: (o) => toApiOffer(o, origin),
      body: listingPages,
    });
  });

  readRoute(app, '/v1/offers/mine', (request) => {
    const holder = requireKey(callerOf(request), permission);
    const side = sideOf(holder);
    const lanes = [offerLanes.sender(side.accountId)];
    if (side.companyId !== null) lanes.push(offerLanes.company(side.companyId));
    const origin = ctx.origin();
    return serveList(ctx, request, {
      route: MY_OFFERS_ROUTE,
      holder: holder.holder,
      query: mine.query,
      collection: () => ctx.offers.view((o) => isSentBy(o, side), lanes, true),
      project: (o) => toApiOffer(o, origin),
      body: minePages,
    });
  });

  readRoute(app, '/v1/offers/:id', (request) => {
    const holder = requireKey(callerOf(request), permission);
    const { id } = readParams(byId.path, request.params, 'path') as { id: string };
    const side = sideOf(holder);
    // The same lookups and checks whether or not the offer exists (no timing difference).
    const offer = ctx.offers.get(id.toLowerCase());
    const listing = ctx.listings.get(offer?.listingRef ?? id);
    const visible = seesOffer(offer ?? ABSENT_OFFER, listing, side) && offer !== undefined;
    if (!visible) throw notFound(NO_SUCH_OFFER);
    const origin = ctx.origin();
    return single.body(single.item(offer, (o) => toApiOffer(o, origin)));
  });
}

/** Stands in for a missing offer so the visibility check runs on both paths; matches no one. */
const ABSENT_OFFER = { senderAccountId: '', senderCompanyId: null };
