/**
 * The holder of a request, as the API binds cursors and the cursor gap (docs/api.md §Keys and environments: the key's account, or the caller's address without a key). Client side we name it by
 * the API root plus a fingerprint of the key: the first 16 hex chars of its sha256, never the key.
 */
import { createHash } from 'node:crypto';

/** A stable, non-secret name for (baseUrl, key): `<baseUrl>|<sha256 prefix>` or `<baseUrl>|anonymous`. */
export function holderId(baseUrl: string, key: string | null): string {
  const root = baseUrl.replace(/\/+$/, '');
  if (!key) return `${root}|anonymous`;
  return `${root}|${createHash('sha256').update(key).digest('hex').slice(0, 16)}`;
}
