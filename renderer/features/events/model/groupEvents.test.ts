import { describe, expect, it } from 'vitest';
import type { EventType } from '../../../../shared/api/types';
import { groupEvents } from './groupEvents';

const event = (type: string, permission: string): EventType =>
  ({ type, permission, status: 'planned', description: type, apiVersion: 'v1' }) as EventType;

describe('groupEvents', () => {
  it('groups by permission in a fixed order, events by name', () => {
    const groups = groupEvents([
      event('vehicle.expired', 'vehicles:read'),
      event('offer.received', 'offers:read'),
      event('listing.updated', 'listings:read'),
      event('listing.created', 'listings:read'),
    ]);
    expect(groups.map((group) => group.permission)).toEqual([
      'listings:read',
      'offers:read',
      'vehicles:read',
    ]);
    expect(groups[0]?.events.map((e) => e.type)).toEqual(['listing.created', 'listing.updated']);
  });

  it('puts a permission it does not know last and gives nothing for an empty catalog', () => {
    const groups = groupEvents([event('x.y', 'companies:read'), event('offer.sent', 'offers:read')]);
    expect(groups.map((group) => group.permission)).toEqual(['offers:read', 'companies:read']);
    expect(groupEvents([])).toEqual([]);
  });
});
