/**
 * The event catalog grouped by the permission a key needs to receive each event (docs/api.md
 * §Events), groups in a fixed order (listings, offers, vehicles, then any permission the API adds),
 * events by name within a group.
 */
import type { EventType } from '../../../../shared/api/types';

/** One group: the permission and its events. */
export interface EventGroup {
  permission: string;
  events: EventType[];
}

const ORDER = ['listings:read', 'offers:read', 'vehicles:read'];

/** `events` grouped by `permission`; an empty catalog gives no group. */
export function groupEvents(events: readonly EventType[]): EventGroup[] {
  const groups = new Map<string, EventType[]>();
  for (const event of events) {
    const group = groups.get(event.permission) ?? [];
    group.push(event);
    groups.set(event.permission, group);
  }
  const rank = (permission: string) => {
    const at = ORDER.indexOf(permission);
    return at < 0 ? ORDER.length : at;
  };
  return [...groups.entries()]
    .sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b))
    .map(([permission, list]) => ({
      permission,
      events: [...list].sort((a, b) => a.type.localeCompare(b.type)),
    }));
}
