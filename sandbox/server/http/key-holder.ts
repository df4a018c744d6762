/**
 * The key-only routes' gate (docs/api.md §Keys and environments): the route's permission as
 * v1.json states it (`x-permission`), 401 `unauthorized` without a key and 403
 * `insufficient_permission` naming the permission when the key lacks it.
 */
import type { Permission } from '../../market';
import { ApiError, unauthorized } from './api-error';
import type { Caller } from './auth';
import type { Contract } from '../contract';

/** The caller of a key-only route once the gate let it through. */
export interface KeyHolder {
  /** The key's account. */
  accountId: string;
  /** Cursor binding and rate-limit identity (`Caller.holder`). */
  holder: string;
}

const PERMISSIONS: readonly Permission[] = ['listings:read', 'offers:read', 'vehicles:read'];

/**
 * The permission v1.json names for GET `openApiPath` (its `x-permission`).
 * @throws Error when the operation is missing or names no known permission (a key-only route must)
 */
export function operationPermission(contract: Contract, openApiPath: string): Permission {
  const operation = contract.document.paths?.[openApiPath]?.get as { 'x-permission'?: unknown } | undefined;
  const permission = operation?.['x-permission'];
  if (!PERMISSIONS.includes(permission as Permission)) {
    throw new Error(`v1.json names no permission for GET ${openApiPath}`);
  }
  return permission as Permission;
}

/**
 * Lets a key holder with `permission` through.
 * @throws ApiError 401 `unauthorized` (with `WWW-Authenticate: Bearer`) without a key; 403
 *   `insufficient_permission` when the key lacks `permission` (the message names it)
 */
export function requireKey(caller: Caller, permission: Permission): KeyHolder {
  if (!caller.key || caller.accountId === null) {
    throw unauthorized('This route needs an API key: send "Authorization: Bearer <API key>".');
  }
  if (!caller.key.permissions.includes(permission)) {
    throw new ApiError(
      403,
      'insufficient_permission',
      `This key lacks the permission ${permission}, which this route needs; create a key that has it.`,
    );
  }
  return { accountId: caller.accountId, holder: caller.holder };
}
