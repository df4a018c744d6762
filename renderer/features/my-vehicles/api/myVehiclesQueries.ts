/**
 * The key holder's own free vehicles (`vehicles.mine`, `GET /vehicles/mine`): every status, each with
 * `requestCount`; a keyset list of the cursor-list kit, paged by hand. docs/api.md §Resources, §Lists
 * and cursors.
 */
import type { OwnVehicle } from '../../../../shared/api/types';
import { createCursorList, NO_FILTERS, type NoFilters } from '../../../shared/cursorList/cursorList';
import { call } from '../../../shared/transport';

/** My vehicles, 20 a page; no filters (the call takes only a cursor). */
export const myVehicles = createCursorList<NoFilters, OwnVehicle>({
  name: 'vehicles-mine',
  initialFilters: NO_FILTERS,
  fetchPage: (_filters, cursor) => call('vehicles.mine', { cursor }),
});
