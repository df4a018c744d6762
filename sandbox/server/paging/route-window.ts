/**
 * The route and date-window filters `/listings` and `/vehicles` share (docs/api.md §Routes, §Errors, §Filters): countries in any case, answered upper-case; `dateFrom` after `dateTo` is `out_of_range`.
 */
import type { ParamProblem, ParamValues } from '../http/params';

/** Normalised route and window filters; an absent member does not filter. */
export interface RouteWindow {
  /** ISO 3166-1 alpha-2, upper-case. */
  fromCountry?: string;
  toCountry?: string;
  /** YYYY-MM-DD */
  dateFrom?: string;
  dateTo?: string;
}

/**
 * The route and window of validated query values, plus `out_of_range` on `dateTo` when `dateFrom` is
 * after it (reported on `dateTo`, as the app's own form does).
 * @param values query values that passed the contract's schema (see `params.ts`)
 */
export function routeWindowFrom(values: ParamValues): { window: RouteWindow; problems: ParamProblem[] } {
  const window: RouteWindow = {};
  const problems: ParamProblem[] = [];
  if (typeof values.fromCountry === 'string') window.fromCountry = values.fromCountry.toUpperCase();
  if (typeof values.toCountry === 'string') window.toCountry = values.toCountry.toUpperCase();
  if (typeof values.dateFrom === 'string') window.dateFrom = values.dateFrom;
  if (typeof values.dateTo === 'string') window.dateTo = values.dateTo;
  if (window.dateFrom !== undefined && window.dateTo !== undefined && window.dateFrom > window.dateTo) {
    problems.push({ name: 'dateTo', code: 'out_of_range', detail: 'is before dateFrom' });
  }
  return { window, problems };
}
