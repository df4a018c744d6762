/** Handler of the place look-up (shared/contract/places.ts): `searchPlaces`, cancellable. */
import { unwrap } from '../../api/client';
import type { HandlerGroup, ServiceContext } from '../context';

/** The place handler: a withdrawn call (a newer keystroke) aborts its wire request. */
export function placeHandlers(context: ServiceContext): HandlerGroup<'places.search'> {
  return {
    'places.search': async ({ q }, call) =>
      unwrap(await (await context.client()).get('/places', { query: { q } }, { signal: call?.signal })),
  };
}
