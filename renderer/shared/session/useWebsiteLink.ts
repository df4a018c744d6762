/**
 * The exchange link of one item on screen, by the one rule of renderer/shared/format/websiteLink.ts
 * with the session's environment (the session query every screen already has, shared/contract/session.ts).
 */
import { useQuery } from '@tanstack/react-query';
import { websiteLink } from '../format/websiteLink';
import { sessionQueries } from './sessionQueries';

/**
 * `url` (a listing's, an offer's or a company's `url`, docs/api.md §Resources) when the app may link to
 * it in the current session, else null: https always; a sandbox's own http stand-in page only while
 * the session is that sandbox. While the session is being read, only https.
 */
export function useWebsiteLink(url: string | null | undefined): string | null {
  const session = useQuery(sessionQueries.info());
  return url ? websiteLink(url, session.data?.environment) : null;
}
