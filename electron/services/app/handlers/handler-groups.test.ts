/**
 * Handlers are typed from their contract group (docs/architecture.md §How to add → A call): a group
 * missing a handler, with one the contract lacks, or with one answering another output type does not
 * compile (the `@ts-expect-error` lines fail `npm run typecheck` the day they compile); and at run
 * time every resource's handlers are exactly its calls.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { OwnVehiclePage, Vehicle, VehiclePage } from '../../../../shared/api/types';
import { callGroups, type CallGroupName, type CallOutput } from '../../../../shared/contract/calls';
import type { vehicleCalls } from '../../../../shared/contract/vehicles';
import type { Handler, HandlerGroup, ServiceContext } from '../context';
import { handlerGroups, type HandlerFactories } from '../services';

type VehicleHandlers = HandlerGroup<typeof vehicleCalls>;

const page = async (): Promise<VehiclePage> => ({ data: [], hasMore: false, nextCursor: null });
const vehicle = async () => ({}) as Vehicle;
const ownPage = async (): Promise<OwnVehiclePage> => ({ data: [], hasMore: false, nextCursor: null });

describe('handler groups typed from the contract', () => {
  it('has one handler per call of the group, answering the output declared beside its input', () => {
    expectTypeOf<keyof VehicleHandlers>().toEqualTypeOf<keyof typeof vehicleCalls>();
    expectTypeOf<ReturnType<Handler<'vehicles.get'>>>().toEqualTypeOf<Promise<Vehicle>>();
    expectTypeOf<CallOutput<'vehicles.search'>>().toEqualTypeOf<VehiclePage>();

    const complete = {
      'vehicles.search': page,
      'vehicles.get': vehicle,
      'vehicles.mine': ownPage,
    } satisfies VehicleHandlers;

    // @ts-expect-error a missing handler: 'vehicles.mine'
    const missing: VehicleHandlers = { 'vehicles.search': page, 'vehicles.get': vehicle };
    const extra: VehicleHandlers = {
      ...complete,
      // @ts-expect-error an extra handler, of no call of the group
      'vehicles.delete': page,
    };
    const wrongOutput: VehicleHandlers = {
      ...complete,
      // @ts-expect-error a wrong output type: a page where one vehicle is declared
      'vehicles.get': page,
    };
    expect(
      [missing, extra, wrongOutput].every((group) => typeof group['vehicles.search'] === 'function'),
    ).toBe(true);
  });

  it('refuses an assembly of the services that misses a resource', () => {
    const { notes: _notes, ...withoutNotes } = handlerGroups;
    // @ts-expect-error a missing resource: notes
    const incomplete: HandlerFactories = withoutNotes;
    expect(Object.keys(incomplete)).not.toContain('notes');
  });

  it('gives every resource exactly the handlers of its calls', () => {
    const context = {} as ServiceContext;
    for (const group of Object.keys(callGroups) as CallGroupName[]) {
      expect(Object.keys(handlerGroups[group](context)).sort(), group).toEqual(
        Object.keys(callGroups[group]).sort(),
      );
    }
    expect(Object.keys(handlerGroups).sort()).toEqual(Object.keys(callGroups).sort());
  });
});
