/** Handler of the company profile (shared/contract/companies.ts): `getCompany`. */
import { unwrap } from '../../api/client';
import type { HandlerGroup, ServiceContext } from '../context';

/** The company handler. */
export function companyHandlers(context: ServiceContext): HandlerGroup<'companies.get'> {
  return {
    'companies.get': async ({ id }) =>
      unwrap(await (await context.client()).get('/companies/{id}', { path: { id } })),
  };
}
