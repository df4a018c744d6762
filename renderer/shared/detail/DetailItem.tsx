import type { ReactNode } from 'react';

/**
 * One field of a detail screen's definition list (a listing's, a vehicle's, an offer's, a company's):
 * its name and its value, as a `dt` and a `dd` (docs/architecture.md §The search-screen kit).
 */
export function DetailItem({ term, children }: { term: string; children: ReactNode }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}
