/**
 * Where an activity entry leads (docs/watch.md §In the renderer: "each entry linking to its
 * listing/offer/vehicle"; "Clicking one opens the item"), as a route of renderer/app/router.tsx and as the
 * path a notification carries (`desktop.notify`'s `path`).
 */
import type { ActivityEntryView } from '../contract/activity';

/** A route with its params: what a `Link` takes. */
export type EntryTarget =
  | { to: '/offers/$id'; params: { id: string } }
  | { to: '/listings/$ref'; params: { ref: string } }
  | { to: '/vehicles/$id'; params: { id: string } }
  | { to: '/desk/vehicles' }
  | { to: '/inbox' }
  | { to: '/activity' };

/** What an entry is about, as `entryTarget` needs it. */
export type TargetOf = Pick<ActivityEntryView, 'type' | 'subject' | 'listingRef'>;

/**
 * The page of an entry: an offer's page (`/offers/<id>`), a listing's (`/listings/<ref>`), a free
 * vehicle new in a watched search (`/vehicles/<id>`), or, for a request about one of my own vehicles,
 * My vehicles (`/desk/vehicles`: a vehicle of mine is not in the free-vehicle search's detail).
 */
export function entryTarget(entry: TargetOf): EntryTarget {
  if (entry.type === 'vehicle.request_received') return { to: '/desk/vehicles' };
  switch (entry.subject.kind) {
    case 'offer':
      return { to: '/offers/$id', params: { id: entry.subject.id } };
    case 'vehicle':
      return { to: '/vehicles/$id', params: { id: entry.subject.id } };
    case 'listing':
      return { to: '/listings/$ref', params: { ref: entry.listingRef ?? entry.subject.id } };
  }
}

/** The target as an app path (`/offers/3f…`, `/listings/FX-7K2M9Q`), each param URI-encoded. */
export function targetPath(target: EntryTarget): string {
  const params: Record<string, string> = 'params' in target ? target.params : {};
  return target.to.replace(/\$(\w+)/g, (_, name: string) => encodeURIComponent(params[name] ?? ''));
}
