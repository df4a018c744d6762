/**
 * URL building for the v1 API: path templates (`/listings/{ref}`) filled with encoded path values, and
 * query strings where arrays are comma-joined (docs/api.md §Routes: `truckTypes` is a comma-separated string) and
 * undefined or null values are dropped.
 */

/** A query value as callers give it; arrays become comma-separated lists. */
export type QueryValue = string | number | boolean | readonly (string | number)[] | null | undefined;

/**
 * Fills `{name}` placeholders of a path template from `pathParams` (each value URI-encoded).
 * Throws a TypeError when a placeholder has no value (a bug in the caller).
 */
function fillPath(template: string, pathParams: Record<string, string | number> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = pathParams[name];
    if (value === undefined) throw new TypeError(`Missing path parameter "${name}" for ${template}.`);
    return encodeURIComponent(String(value));
  });
}

/** The query string (with its leading `?`, or '' when empty) of `query`, keys in the given order. */
function buildQuery(query: Record<string, QueryValue> = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      search.append(name, value.join(','));
    } else {
      search.append(name, String(value));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * A listing search's filters as `GET /listings` takes them: the truck types as one comma-separated
 * parameter, left out when there are none (docs/api.md §Filters); the other filters as they are.
 */
export function listingFiltersQuery<F extends { truckTypes?: readonly string[] }>(filters: F) {
  const { truckTypes, ...rest } = filters;
  return { ...rest, truckTypes: truckTypes?.length ? truckTypes.join(',') : undefined };
}

/** `baseUrl` (the v1 root, trailing slashes ignored) + filled path + query. */
export function buildUrl(
  baseUrl: string,
  template: string,
  pathParams?: Record<string, string | number>,
  query?: Record<string, QueryValue>,
): string {
  return `${baseUrl.replace(/\/+$/, '')}${fillPath(template, pathParams)}${buildQuery(query)}`;
}
