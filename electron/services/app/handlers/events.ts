/** Handler of the event catalog (shared/contract/events.ts): `listEventTypes`. */
import type { eventCalls } from '../../../../shared/contract/events';
import type { HandlerGroup, ServiceContext } from '../context';

/** The event-catalog handler; it passes the call's `signal` (docs/api.md §Rate limits). */
export function eventHandlers(context: ServiceContext): HandlerGroup<typeof eventCalls> {
  return {
    'events.types': async (_input, call) =>
      (await (await context.client()).get('/events/types', {}, { signal: call?.signal })).data,
  };
}
