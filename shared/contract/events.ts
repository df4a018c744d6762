/** The planned event catalog (`listEventTypes`). docs/api.md §Events. */
import type { EventType } from '../api/types';
import { noInput } from './common';
import { call, output } from './call';

/** The event catalog's call, its input schema and output type (docs/api.md §Events). */
export const eventCalls = {
  'events.types': call(noInput, output<EventType[]>()),
} as const;
