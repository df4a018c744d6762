/** Handler of the cost estimate (shared/contract/costs.ts): `getCostEstimate`. */
import { unwrap } from '../../api/client';
import type { HandlerGroup, ServiceContext } from '../context';

/** The cost-estimate handler. */
export function costHandlers(context: ServiceContext): HandlerGroup<'costs.estimate'> {
  return {
    'costs.estimate': async (input, call) =>
      unwrap(
        await (await context.client()).get('/cost-estimate', { query: input }, { signal: call?.signal }),
      ),
  };
}
