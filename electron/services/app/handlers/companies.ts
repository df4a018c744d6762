/** Handler of the company profile (shared/contract/companies.ts): `getCompany`. */
import type { companyCalls } from '../../../../shared/contract/companies';
import type { HandlerGroup, ServiceContext } from '../context';

/** The company handler; it passes the call's `signal` (docs/api.md §Rate limits). */
export function companyHandlers(context: ServiceContext): HandlerGroup<typeof companyCalls> {
  return {
    'companies.get': async ({ id }, call) =>
      (await context.client()).getOne('/companies/{id}', { path: { id } }, { signal: call?.signal }),
  };
}
