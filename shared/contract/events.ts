/** The planned event catalog (`listEventTypes`). docs/api.md §Events. */
import type { EventType } from '../api/types';
import { noInput } from './common';

export const eventCalls = {
  'events.types': { input: noInput },
} as const;

export interface EventOutputs {
  'events.types': EventType[];
}
