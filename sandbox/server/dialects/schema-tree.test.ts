/** The schema tree over `shared/api/v1.json`: `$ref`s followed, nullable unions merged, labels. */
import { describe, expect, it } from 'vitest';
import { loadContract } from '../contract';
import { ResponseSchemas, operationOf } from './response-schemas';
import { compileSchema, eachNode, walkValue, type SchemaNode } from './schema-tree';

const contract = loadContract();
const schemas = new ResponseSchemas(contract);

/** The nodes of a body schema by path (`data.status`, `data[].truckTypes[]`). */
function nodesOf(operation: string): Map<string, SchemaNode> {
  const nodes = new Map<string, SchemaNode>();
  eachNode(schemas.bodyOf(operation, 200)!, (node, path) => nodes.set(path, node));
  return nodes;
}

describe('operationOf', () => {
  it('turns a Fastify route under /v1 into its OpenAPI path', () => {
    expect(operationOf('/v1/listings/:ref/offers')).toBe('/listings/{ref}/offers');
    expect(operationOf('/v1/cost-estimate')).toBe('/cost-estimate');
    expect(operationOf(undefined)).toBeUndefined();
    expect(operationOf('/_sandbox/keys')).toBeUndefined();
  });
});

describe('the compiled response schemas of v1.json', () => {
  it('mark nullable what v1.json writes as a type with null or a oneOf with a null branch', () => {
    const listing = nodesOf('/listings/{ref}');
    // type: ["string", "null"]
    expect(listing.get('data.budget')?.nullable).toBe(true);
    expect(listing.get('data.dateFrom')?.nullable).toBe(true);
    // oneOf: [{ $ref: TransportStage }, { type: null }]
    expect(listing.get('data.transportStage')).toMatchObject({ nullable: true, label: 'TransportStage' });
    expect(listing.get('data.ref')?.nullable).toBe(false);
    expect(listing.get('data.currency')?.nullable).toBe(false);
    const estimate = nodesOf('/cost-estimate');
    expect(estimate.get('data.price')).toMatchObject({ nullable: true, label: 'PricePosition' });
    expect(estimate.get('data.price.position')?.enumValues).toEqual(['below', 'within', 'above']);
    expect(estimate.get('data.from')?.nullable).toBe(true);
    expect(nodesOf('/listings').get('nextCursor')?.nullable).toBe(true);
  });

  it('label enums by component, or by owner and property when written inline', () => {
    const page = nodesOf('/listings');
    expect(page.get('data[].status')).toMatchObject({ label: 'ListingStatus' });
    expect(page.get('data[].truckTypes[]')).toMatchObject({ label: 'TruckType' });
    expect(page.get('data[].status')?.enumValues).toContain('published');
    const company = nodesOf('/companies/{id}');
    expect(company.get('data.anafStatus')).toMatchObject({ label: 'Company.anafStatus' });
    expect(company.get('data.vehicleTypes[]')?.label).toBe('TruckType');
    expect(nodesOf('/vehicles/{id}').get('data.vehicle')?.label).toBe('TruckType');
    expect(nodesOf('/vehicles/mine').get('data[].status')?.label).toBe('VehicleStatus');
  });

  it('find a 200 body for every GET operation, and none for an error status', () => {
    expect(schemas.successes()).toHaveLength(Object.keys(contract.document.paths ?? {}).length);
    expect(schemas.bodyOf('/listings', 404)).toBeUndefined();
    expect(schemas.bodyOf(undefined, 200)).toBeUndefined();
  });
});

describe('compileSchema', () => {
  const document = {
    components: {
      schemas: {
        Colour: { type: 'string', enum: ['red', 'blue'] },
        Loop: { type: 'object', properties: { next: { $ref: '#/components/schemas/Loop' } } },
      },
    },
  };

  it('reads nullable: true, anyOf with null and enum with null as nullable', () => {
    const node = compileSchema(document, {
      type: 'object',
      properties: {
        a: { type: 'string', nullable: true },
        b: { anyOf: [{ $ref: '#/components/schemas/Colour' }, { type: 'null' }] },
        c: { enum: ['x', null] },
        d: { type: 'string' },
      },
    });
    const nullable = [...node.properties!].filter(([, n]) => n.nullable).map(([k]) => k);
    expect(nullable).toEqual(['a', 'b', 'c']);
    expect(node.properties!.get('b')).toMatchObject({ label: 'Colour', enumValues: ['red', 'blue'] });
    expect(node.properties!.get('c')?.enumValues).toEqual(['x']);
  });

  it('refuses a schema that contains itself', () => {
    expect(() => compileSchema(document, { $ref: '#/components/schemas/Loop' })).toThrow(/contains itself/);
  });

  it('walks the values a body has, parents first, and goes on into a replaced value', () => {
    const node = compileSchema(document, {
      type: 'object',
      properties: {
        list: { type: 'array', items: { $ref: '#/components/schemas/Colour' } },
        inner: { type: 'object', properties: { colour: { $ref: '#/components/schemas/Colour' } } },
        absent: { type: 'string' },
      },
    });
    const seen: string[] = [];
    walkValue(node, { list: ['red', 'blue'], inner: { colour: 'red' }, extra: 1 }, (slot) => {
      seen.push(`${String(slot.key)}:${slot.node.label}`);
    });
    expect(seen).toEqual(['list:body.list', '0:Colour', '1:Colour', 'inner:body.inner', 'colour:Colour']);
  });
});
