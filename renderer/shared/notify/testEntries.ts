/** Activity entries for the tests of this folder and the Activity screen (test data, not shipped). */
import type { ActivityEntryView } from '../../../shared/contract/activity';

/** An entry of `type`; override any field. */
export function makeEntry(
  seq: number,
  type: string,
  overrides: Partial<ActivityEntryView> = {},
): ActivityEntryView {
  const offer = type.startsWith('offer.');
  return {
    id: `${type}:${seq}`,
    seq,
    type,
    subject: offer ? { kind: 'offer', id: `offer-${seq}` } : { kind: 'listing', id: 'FX-7K2M9Q' },
    listingRef: 'FX-7K2M9Q',
    occurredAt: null,
    data: offer ? { price: '1450.00', currency: 'EUR', carrier: 'Trans Carpatic SRL' } : {},
    source: 'watch',
    seenAt: new Date(2026, 10, 25, 10, 42).toISOString(),
    readAt: null,
    ...overrides,
  };
}
