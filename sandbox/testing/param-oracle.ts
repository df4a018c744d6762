/**
 * What `shared/api/v1.json` says of one parameter value, read from the document alone (not from the
 * server's code), for the property tests: each operation's parameters, and for a value whether the
 * document accepts it. The rules are the parameter's JSON schema plus what the document states in
 * prose (info and parameter descriptions): a parameter given twice is refused, string values are
 * trimmed, numbers only in decimal notation and finite, `truckTypes` a comma-separated list of the
 * truck-kind vocabulary (empty = no filter). Not used by the server.
 */
import { Ajv2020 } from 'ajv/dist/2020';
import { loadContract, operationParameters, type ContractParameter } from '../server/contract';
import { addFormats } from '../server/http/params';

/** A value the document accepts, refuses, or cannot judge alone (a cursor: only the server can verify it). */
export type DocVerdict = 'valid' | 'invalid' | 'undecided';

/** One GET operation of v1.json as the property tests use it. */
export interface DocOperation {
  /** OpenAPI path relative to /v1, e.g. `/listings/{ref}/offers`. */
  path: string;
  operationId: string;
  parameters: ContractParameter[];
  /** The permission of a key-only route (`x-permission`), else null (a public route). */
  permission: string | null;
  /** The documented statuses, e.g. `['200', '400', ...]`. */
  statuses: string[];
  /** Judges the values of one parameter (`[]`: absent; two or more: repeated). */
  verdict(name: string, values: readonly string[]): DocVerdict;
}

const DECIMAL = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** Every GET operation of v1.json, in document order. */
export function docOperations(): DocOperation[] {
  const contract = loadContract();
  const document = contract.document as {
    paths: Record<string, { get: { operationId: string; 'x-permission'?: string; responses: object } }>;
    components: { schemas: { TruckType: { enum: string[] } } };
  };
  const kinds = new Set(document.components.schemas.TruckType.enum);
  const ajv = new Ajv2020({ coerceTypes: true, strict: false, allErrors: false });
  addFormats(ajv);
  return Object.entries(document.paths).map(([path, item]) => {
    const parameters = operationParameters(contract, path);
    const validators = new Map(parameters.map((p) => [p.name, ajv.compile(stripDefault(p.schema))]));
    return {
      path,
      operationId: item.get.operationId,
      parameters,
      permission: item.get['x-permission'] ?? null,
      statuses: Object.keys(item.get.responses),
      verdict(name, values) {
        const parameter = parameters.find((p) => p.name === name);
        if (!parameter) return 'valid';
        if (values.length === 0) return parameter.required ? 'invalid' : 'valid';
        if (values.length > 1) return 'invalid';
        const value = (values[0] ?? '').trim();
        const type = parameter.schema.type;
        if (type === 'integer' || type === 'number') {
          if (!DECIMAL.test(value) || !Number.isFinite(Number(value))) return 'invalid';
        }
        if (!validators.get(name)!(value)) return 'invalid';
        if (name === 'truckTypes' && value !== '') {
          return value.split(',').every((item) => kinds.has(item.trim())) ? 'valid' : 'invalid';
        }
        if (name === 'cursor') return 'undecided';
        return 'valid';
      },
    };
  });
}

function stripDefault(schema: Record<string, unknown>): Record<string, unknown> {
  const { default: _default, ...rest } = schema;
  return rest;
}
