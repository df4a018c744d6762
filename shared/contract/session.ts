/**
 * Calls about the session: the environment the app talks to, the API key (kept by the main process
 * in the OS keychain, one entry per environment and origin; the renderer only ever learns whether a
 * key is set, its kind and its last 4 characters) and the embedded sandbox's demo accounts.
 * docs/api.md §Keys and environments.
 */
import { z } from 'zod';
import type { KeyKind } from '../domain/keys';
import { isLoopbackHost } from '../domain/loopback';
import { noInput } from './common';
import { call, output } from './call';

/** Host names that are this machine: the only ones a plain-http custom URL may name (shared/domain/loopback.ts). */
export { isLoopbackHost };

/** Longest base URL the app accepts, in characters (a v1 root is short; 2048 is generous). */
export const BASE_URL_MAX_LENGTH = 2048;

const baseUrl = (protocols: RegExp) =>
  z
    .string()
    .trim()
    .max(BASE_URL_MAX_LENGTH, `A base URL has at most ${BASE_URL_MAX_LENGTH} characters.`)
    .pipe(
      z.url({
        protocol: protocols,
        message: 'Enter the exchange’s v1 address, for example https://api.example.ro/v1.',
      }),
    )
    .refine((url) => !/[?#]/.test(url), 'The base URL has no query or fragment: end it at /v1.')
    .refine((url) => {
      const parsed = new URL(url);
      return parsed.username === '' && parsed.password === '';
    }, 'The base URL must not carry a user name or password.');

/**
 * The environments the app can talk to; `embedded` is the sandbox the app starts in-process.
 * Production is https only; a custom server is https, or plain http on this machine (loopback) only.
 */
export const environmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('embedded') }),
  z.object({ kind: z.literal('production'), baseUrl: baseUrl(/^https$/) }),
  z.object({
    kind: z.literal('custom'),
    baseUrl: baseUrl(/^https?$/).refine((url) => {
      const parsed = new URL(url);
      return parsed.protocol === 'https:' || isLoopbackHost(parsed.hostname);
    }, 'Plain http is allowed only for a server on this machine (127.0.0.1 or localhost); use https.'),
  }),
]);
export type EnvironmentChoice = z.infer<typeof environmentSchema>;

/** What the renderer may know of the key in use: never the key itself. */
export interface KeyInfo {
  /** A key of this environment and origin is saved in the OS keychain. */
  saved: boolean;
  /** `live` or `test` when a key is in use, else null. */
  kind: KeyKind | null;
  /** The last 4 characters of the key in use (so a user can tell keys apart), else null. */
  last4: string | null;
  /** The demo account whose public test key is in use (embedded sandbox only), else null. */
  demoAccount: string | null;
  /**
   * Origins of the same kind of environment that hold a saved key while this one has none. A key is
   * never sent to, nor moved to, an origin it was not saved for: the user pastes it again here
   * (docs/api.md §Keys and environments). Empty when a key is in use.
   */
  savedElsewhere: string[];
  /** The OS keychain could not be read (no Secret Service, a locked keychain): say so up front. */
  keychainUnavailable: boolean;
}

/** What the renderer may know of the session. */
export interface SessionInfo {
  environment: EnvironmentChoice & {
    apiEnvironment: 'sandbox' | 'production';
    /** The v1 root the app talks to. */
    baseUrl: string;
    /** Its origin, the unit a saved key is bound to. */
    origin: string;
  };
  key: KeyInfo;
  /** Demo accounts of the embedded sandbox (empty elsewhere): pick one to use its test key. */
  demoAccounts: { id: string; label: string; description: string }[];
}

/** The routes the permission probe tries (cheapest call of each permission: `limit=1`). */
export const PROBED_PERMISSIONS = ['listings:read', 'offers:read', 'vehicles:read'] as const;
export type ProbedPermission = (typeof PROBED_PERMISSIONS)[number];

/** What the permission probe found for one permission. */
export interface PermissionProbe {
  permission: ProbedPermission;
  /** `held` (200), `missing` (403), `refused` (401: the key itself was refused), `no_key`, or `unknown` (another failure). */
  state: 'held' | 'missing' | 'refused' | 'no_key' | 'unknown';
}

/** The session calls, each with its input schema and output type (docs/api.md §Keys and environments). */
export const sessionCalls = {
  'session.get': call(noInput, output<SessionInfo>()),
  'settings.setEnvironment': call(environmentSchema, output<SessionInfo>()),
  'keys.save': call(
    z.object({
      key: z.string().trim().min(1, 'Paste your API key.').max(200, 'That is not an API key.'),
    }),
    output<SessionInfo>(),
  ),
  'keys.remove': call(noInput, output<SessionInfo>()),
  'keys.useDemo': call(z.object({ account: z.string().min(1).max(64) }), output<SessionInfo>()),
  'keys.probe': call(noInput, output<PermissionProbe[]>()),
  /** Whether the exchange is holding Dispatch's requests after a 429 (electron/services/api/pace.ts). */
  'session.wait': call(noInput, output<ExchangeWait>()),
} as const;

/**
 * The exchange's hold on this session's requests: `until` is when the wait a 429 asked for ends (ms
 * since the epoch), null when nothing waits. docs/api.md §Rate limits.
 */
export interface ExchangeWait {
  until: number | null;
}
