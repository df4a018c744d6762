/**
 * fast-check arbitraries of parameter values for the property tests, derived from each parameter's
 * schema in v1.json (enum, pattern, format, bounds), with pools of real values from a running sandbox
 * (listing refs, ids, cursors) so that valid requests reach the data. Each value is valid, a boundary
 * case or junk (unicode, huge, numbers in other notations, separators). Not used by the server.
 */
import fc from 'fast-check';
import type { ContractParameter } from '../server/contract';

/** Real values of the running sandbox the generators draw from. */
export interface ValuePools {
  /** Listing refs of every status and category (hidden and assistance ones included). */
  refs: string[];
  /** Offer, vehicle and company ids. */
  ids: string[];
  /** `nextCursor`s the sandbox issued. */
  cursors: string[];
  /** Place names and slugs (`from`, `to`, `q`). */
  places: string[];
  /** Country codes the market covers. */
  countries: string[];
  /** The sandbox clock's day, `YYYY-MM-DD`. */
  today: string;
}

/** Unicode text of any script (whole code points, no lone surrogates), short. */
const unicode = fc.string({ unit: 'binary', maxLength: 24 });
/** Long text, up to a few KiB (a path and query over 8192 characters earns 414). */
const huge = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', minLength: 600, maxLength: 3000 }),
  fc.string({ unit: 'binary', minLength: 200, maxLength: 1200 }),
);
/** Values that break parsers and query strings. */
const nasty = fc.constantFrom(
  '',
  ' ',
  '%',
  '%00',
  '\u0000',
  '&',
  '=',
  '&limit=1',
  '#',
  '?',
  '/',
  '..',
  '+',
  '\\',
  '"',
  "'",
  '<script>',
  'null',
  'undefined',
  'true',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  '0x10',
  'Infinity',
  '-Infinity',
  'NaN',
  '1e400',
  '-1e400',
  '1e-400',
  '.5',
  '5.',
  '+5',
  '1_000',
  '١٢',
  '１２',
  '\u200b',
  'ș',
  '🚚',
);
const junk = fc.oneof(
  { weight: 3, arbitrary: unicode },
  { weight: 3, arbitrary: nasty },
  { weight: 1, arbitrary: huge },
);

/** `text` in upper, lower and given case, and padded (countries are accepted in any case). */
function anyCase(text: string): fc.Arbitrary<string> {
  return fc.constantFrom(text, text.toLowerCase(), text.toUpperCase(), ` ${text} `);
}

function isoDay(ms: number): string {
  return new Date(ms).toISOString().slice(0, 10);
}

/** Valid values of `parameter`, from its schema (and the pools). */
function validValues(parameter: ContractParameter, pools: ValuePools): fc.Arbitrary<string> {
  const schema = parameter.schema as {
    type?: string;
    enum?: string[];
    pattern?: string;
    format?: string;
    minimum?: number;
    maximum?: number;
    minLength?: number;
    maxLength?: number;
  };
  if (schema.enum) return fc.constantFrom(...schema.enum).chain((v) => fc.constantFrom(v, ` ${v} `));
  if (schema.format === 'uuid') {
    return fc.oneof(fc.constantFrom(...pools.ids).chain(anyCase), fc.uuid());
  }
  if (schema.format === 'date') {
    const today = Date.parse(`${pools.today}T00:00:00Z`);
    return fc.integer({ min: -60, max: 120 }).map((days) => isoDay(today + days * 86_400_000));
  }
  if (schema.pattern?.startsWith('^FX-')) {
    const letters = '0123456789ABCDEFGHJKMNPQRSTVWXYZ'.split('');
    return fc.oneof(
      fc.constantFrom(...pools.refs),
      fc.array(fc.constantFrom(...letters), { minLength: 6, maxLength: 6 }).map((c) => `FX-${c.join('')}`),
    );
  }
  if (schema.pattern === '^[A-Za-z]{2}$') {
    return fc.oneof(
      { weight: 4, arbitrary: fc.constantFrom(...pools.countries).chain(anyCase) },
      { weight: 1, arbitrary: fc.stringMatching(/^[A-Za-z]{2}$/) },
    );
  }
  if (schema.type === 'integer') {
    const min = schema.minimum ?? -1000;
    const max = schema.maximum ?? 100_000;
    return fc.integer({ min, max }).map(String);
  }
  if (schema.type === 'number') {
    return fc.oneof(
      fc.integer({ min: schema.minimum ?? 0, max: 100_000 }).map(String),
      fc.double({ min: schema.minimum ?? 0, max: 1e6, noNaN: true, noDefaultInfinity: true }).map(String),
    );
  }
  if (parameter.name === 'truckTypes') {
    const kinds = [
      'van',
      'box_truck',
      'tautliner',
      'refrigerated',
      'flatbed',
      'car_carrier',
      'tow_truck',
      'tipper',
      'tanker',
    ];
    return fc
      .array(fc.constantFrom(...kinds), { maxLength: 4 })
      .chain((items) => fc.constantFrom(items.join(','), items.join(' , ')));
  }
  if (schema.maxLength === 512) {
    return fc.constantFrom(...pools.cursors);
  }
  if (schema.minLength) {
    return fc.oneof(
      fc.constantFrom(...pools.places),
      fc.string({ minLength: schema.minLength, maxLength: 12 }),
    );
  }
  return fc.oneof(fc.constantFrom(...pools.places), fc.string({ maxLength: 12 }));
}

/** Values at the edges of what the schema allows, on both sides. */
function boundaryValues(parameter: ContractParameter): fc.Arbitrary<string> {
  const schema = parameter.schema as {
    type?: string;
    minimum?: number;
    maximum?: number;
    maxLength?: number;
    minLength?: number;
    format?: string;
  };
  const edges: string[] = ['', ' '];
  if (schema.minimum !== undefined)
    edges.push(String(schema.minimum), String(schema.minimum - 1), '-0', '0.0');
  if (schema.maximum !== undefined)
    edges.push(String(schema.maximum), String(schema.maximum + 1), `${schema.maximum}.5`, '1e1', '2e1');
  if (schema.type === 'integer' || schema.type === 'number')
    edges.push('1.5', '007', ' 5 ', '9007199254740993', '1e308');
  if (schema.maxLength !== undefined)
    edges.push('a'.repeat(schema.maxLength), 'a'.repeat(schema.maxLength + 1));
  if (schema.minLength !== undefined)
    edges.push(
      'a'.repeat(schema.minLength),
      'a'.repeat(schema.minLength - 1),
      ` ${'a'.repeat(schema.minLength - 1)} `,
    );
  if (schema.format === 'date')
    edges.push(
      '2024-02-29',
      '2026-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '01.10.2026',
      '2026-10-01T00:00:00Z',
    );
  if (schema.format === 'uuid')
    edges.push('00000000-0000-0000-0000-000000000000', '42', 'g0000000-0000-0000-0000-000000000000');
  if (parameter.name === 'ref')
    edges.push('FX-7K2M9O', 'FX-7K2M9I', 'fx-7k2m9q', 'FX-7K2M9', 'FX-7K2M9QQ', 'A'.repeat(150), 'FX-ÅK2M9Q');
  if (parameter.name === 'truckTypes')
    edges.push(',', 'van,', ',van', 'van,,tipper', 'VAN', 'van,van', 'spaceship');
  return fc.constantFrom(...edges);
}

/** One value of `parameter`: valid (7 in 11), boundary (2 in 11) or junk (2 in 11). */
export function valueOf(parameter: ContractParameter, pools: ValuePools): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 7, arbitrary: validValues(parameter, pools) },
    { weight: 2, arbitrary: boundaryValues(parameter) },
    { weight: 2, arbitrary: junk },
  );
}

/** Query parameters nobody declares (ignored by the API), some shaped like declared ones. */
export const unknownParameterName = fc.constantFrom(
  'colour',
  'LIMIT',
  'Cursor',
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'limit[]',
  'a.b',
  '',
);
