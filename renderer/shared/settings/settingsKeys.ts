/**
 * Query keys of the app's settings (docs/architecture.md §Query keys), shared by Settings (the
 * permission probe) and the shell (the watch's settings, renderer/shared/notify):
 *
 *   ['settings', 'probe', origin, keyKind, last4, demoAccount]   the probe of the key in use
 *   ['settings', 'watch']                                        the watch's settings (`watch.settings`)
 *
 * The probe's key names the environment's origin and the key in use, so another key is probed afresh.
 */
import type { SessionInfo } from '../../../shared/contract/calls';

/** The query keys of settings. */
export const settingsKeys = {
  all: ['settings'] as const,
  probe: (session: SessionInfo) =>
    [
      ...settingsKeys.all,
      'probe',
      session.environment.origin,
      session.key.kind,
      session.key.last4,
      session.key.demoAccount,
    ] as const,
  watch: () => [...settingsKeys.all, 'watch'] as const,
};
