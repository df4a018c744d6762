/** Handler of the event catalog (shared/contract/events.ts): `listEventTypes`. */
import type { HandlerGroup, ServiceContext } from '../context';

/** The event-catalog handler. */
export function eventHandlers(context: ServiceContext): HandlerGroup<'events.types'> {
  return {
    'events.types': async () => (await (await context.client()).get('/events/types', {})).data,
  };
}
