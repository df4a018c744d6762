/**
 * Handlers of the session calls (shared/contract/session.ts): environment, key, demo accounts and the
 * permission probe. docs/api.md §Keys and environments. A change of environment or key tells the
 * watch (app/watch-service.ts: it stops before and checks whose snapshots it holds after).
 */
import {
  PROBED_PERMISSIONS,
  type PermissionProbe,
  type ProbedPermission,
} from '../../../../shared/contract/calls';
import { toAppError } from '../../errors';
import type { sessionCalls } from '../../../../shared/contract/session';
import type { HandlerGroup, ServiceContext } from '../context';

/** The cheapest route of each permission: its own list, one item (`limit=1`). */
const PROBE_ROUTES: Record<ProbedPermission, '/listings/mine' | '/offers/mine' | '/vehicles/mine'> = {
  'listings:read': '/listings/mine',
  'offers:read': '/offers/mine',
  'vehicles:read': '/vehicles/mine',
};

/**
 * Tries each permission's cheapest route: 200 `held`, 403 `missing`, 401 `refused` (the key itself),
 * anything else `unknown`; without a key every permission is `no_key` and nothing is sent. `signal`
 * (the call's) withdraws the probes still to send (docs/api.md §Rate limits).
 */
async function probe(context: ServiceContext, signal?: AbortSignal): Promise<PermissionProbe[]> {
  if (!(await context.session.hasKey())) {
    return PROBED_PERMISSIONS.map((permission) => ({ permission, state: 'no_key' as const }));
  }
  const api = await context.client();
  return Promise.all(
    PROBED_PERMISSIONS.map(async (permission): Promise<PermissionProbe> => {
      try {
        await api.get(PROBE_ROUTES[permission], { query: { limit: 1 } }, { signal });
        return { permission, state: 'held' };
      } catch (error) {
        const { kind } = toAppError(error);
        const state = kind === 'forbidden' ? 'missing' : kind === 'unauthorized' ? 'refused' : 'unknown';
        return { permission, state };
      }
    }),
  );
}

/** The session handlers. */
export function sessionHandlers(context: ServiceContext): HandlerGroup<typeof sessionCalls> {
  const { session, watch } = context;
  /** A change of environment or key: the watch stops before it and checks its holder after it. */
  const changing = async (change: () => Promise<void> | void) => {
    watch.beforeSessionChange();
    try {
      await change();
    } finally {
      await watch.onSessionChanged();
    }
    return session.info();
  };
  return {
    'session.get': () => session.info(),
    'settings.setEnvironment': (environment) => changing(() => session.setEnvironment(environment)),
    'keys.save': ({ key }) => changing(() => session.saveKey(key)),
    'keys.remove': () => changing(() => session.removeKey()),
    'session.wait': async () => ({ until: (await context.client()).waitingUntil() }),
    'keys.useDemo': ({ account }) => changing(() => session.useDemo(account)),
    'keys.probe': (_input, call) => probe(context, call?.signal),
  };
}
