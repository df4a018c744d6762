/**
 * Handler of the cost estimate (shared/contract/costs.ts): `getCostEstimate`, read by the tolerant
 * estimate reader (api/cost-estimate-reader.ts) whatever body the exchange chose.
 */
import { readCostEstimate } from '../../api/cost-estimate-reader';
import type { JsonObject } from '../../api/answer-reader';
import type { costCalls } from '../../../../shared/contract/costs';
import type { HandlerGroup, ServiceContext } from '../context';

/** The cost-estimate handler. */
export function costHandlers(context: ServiceContext): HandlerGroup<typeof costCalls> {
  return {
    'costs.estimate': async (input, call) => {
      const api = await context.client();
      const body = await api.getOne('/cost-estimate', { query: input }, { signal: call?.signal });
      return readCostEstimate(body as unknown as JsonObject, input, api.server);
    },
  };
}
