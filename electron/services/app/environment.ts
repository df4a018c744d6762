/**
 * What an environment choice means for the API: which kind of key it takes and where its v1 root is.
 */
import type { EnvironmentChoice } from '../../../shared/contract/calls';
import type { ApiEnvironment } from '../../../shared/domain/keys';

/**
 * The API environment of a choice: `production` is the production exchange (live keys); `embedded`
 * and `custom` are sandboxes (test keys). A custom server is taken to be a sandbox run elsewhere
 * (`npm run sandbox`, a colleague's machine): the real exchange is reached through `production`.
 */
export function apiEnvironmentOf(choice: EnvironmentChoice): ApiEnvironment {
  return choice.kind === 'production' ? 'production' : 'sandbox';
}

/** A v1 root without trailing slashes, e.g. `https://api.example/v1`. */
export function normaliseBaseUrl(baseUrl: string): string {
  return baseUrl.replace(/\/+$/, '');
}
