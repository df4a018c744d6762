/** Handler of the event catalog (shared/contract/events.ts): `listEventTypes`. */
import type { eventCalls } from '../../../../shared/contract/events';
import type { HandlerGroup, ServiceContext } from '../context';

/** The event-catalog handler. */
export function eventHandlers(context: ServiceContext): HandlerGroup<typeof eventCalls> {
  return {
    'events.types': async () => (await (await context.client()).get('/events/types', {})).data,
  };
}
