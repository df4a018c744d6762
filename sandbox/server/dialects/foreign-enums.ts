/**
 * `foreign-enums`: values outside our enums. docs/api.md §Overview (tolerance): an unknown value of any
 * enumerated field must be shown as plain text, never crash; several vocabularies are our decision
 * (free vehicle status, transport stage, truck kinds, `anafStatus`, `verificationStatus`, ...). Under
 * this dialect, in every 2xx JSON body under /v1, every other item gets a plausible value of another
 * exchange in each of its enum-typed fields: the items at odd index of a list (`data[1]`, `data[3]`,
 * ...), and a single resource always. The fields are found by walking the body's schema in
 * `shared/api/v1.json` (`schema-tree.ts`); an array of enum values (`truckTypes`, `vehicleTypes`) gets
 * the foreign value in its first entry. A null stays null; `currency` is never changed, nor anything
 * that is no enum (ids, refs, dates, numbers).
 */
import type { Contract } from '../contract';
import { isRecord, type Dialect } from './dialect';
import { ResponseSchemas } from './response-schemas';
import { eachNode, walkValue, type SchemaNode, type Slot } from './schema-tree';

/**
 * The foreign value of each enum of v1.json's 2xx bodies, by `SchemaNode.label` (the component's name,
 * or `Owner.property` for an enum written inline); `null` = never changed. Every enum the bodies hold
 * must be here: the dialect refuses to start otherwise (`missingForeignValues`).
 */
export const FOREIGN_VALUES: Readonly<Record<string, string | null>> = {
  ListingStatus: 'open',
  ListingCategory: 'oversize',
  DateType: 'range',
  TruckType: 'mega_trailer',
  TransportStage: 'customs_clearance',
  OfferStatus: 'countered',
  VehicleStatus: 'paused',
  'Company.registry': 'onrc',
  'Company.anafStatus': 'dormant',
  'Company.verificationStatus': 'in_review',
  'PricePosition.position': 'inside',
  'EventType.status': 'deprecated',
  'EventType.permission': 'events:read',
  // Money is read by its currency: a foreign currency would be another figure, not another word.
  Currency: null,
};

/**
 * The labels of the enums in v1.json's 2xx bodies that `FOREIGN_VALUES` does not cover, sorted
 * (`Owner.property at GET /path`); empty when every enum has its foreign value.
 */
export function missingForeignValues(contract: Contract): string[] {
  const schemas = new ResponseSchemas(contract);
  const missing = new Set<string>();
  for (const { operation, status } of schemas.successes()) {
    eachNode(schemas.bodyOf(operation, status)!, (node, path) => {
      if (node.enumValues && !Object.hasOwn(FOREIGN_VALUES, node.label)) {
        missing.add(`${node.label} (${path} of GET ${operation})`);
      }
    });
  }
  return [...missing].sort();
}

/** Gives every enum-typed value under `item` its foreign value (see the file's comment). */
function foreignise(item: SchemaNode, value: unknown): void {
  walkValue(item, value, (slot: Slot) => {
    const holder = slot.holder as Record<string | number, unknown>;
    const current = holder[slot.key];
    if (typeof current !== 'string' || !slot.node.enumValues?.includes(current)) return;
    // One foreign entry per array: the client meets it beside known ones, and no entry repeats.
    if (Array.isArray(slot.holder) && slot.key !== 0) return;
    const foreign = FOREIGN_VALUES[slot.node.label];
    if (typeof foreign === 'string') holder[slot.key] = foreign;
  });
}

/**
 * The `foreign-enums` dialect (see the file's comment).
 * @throws Error from `create` when an enum of v1.json's 2xx bodies has no entry in `FOREIGN_VALUES`
 */
export const foreignEnums: Dialect = {
  name: 'foreign-enums',
  summary:
    'every other item (odd list index; a single resource always) has values outside our enums: status open, mega_trailer, ...',
  create(contract) {
    const missing = missingForeignValues(contract);
    if (missing.length > 0) {
      throw new Error(
        `foreign-enums: no foreign value for ${missing.join(', ')}; add them to FOREIGN_VALUES`,
      );
    }
    const schemas = new ResponseSchemas(contract);
    return {
      rewrite({ operation, status, body }) {
        if (status < 200 || status > 299 || !isRecord(body)) return body;
        const data = schemas.bodyOf(operation, status)?.properties?.get('data');
        if (!data) return body;
        if (Array.isArray(body.data) && data.items) {
          for (let i = 1; i < body.data.length; i += 2) foreignise(data.items, body.data[i]);
        } else if (isRecord(body.data)) {
          foreignise(data, body.data);
        }
        return body;
      },
    };
  },
};
