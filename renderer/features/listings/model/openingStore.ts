/**
 * The listing being opened, between a row's click (or Enter, or "Go to listing") and the URL
 * (`#/listings/<ref>`) that says it: the router commits a new URL only after its navigation has run
 * (tens of ms), and the panel should paint in the frame after the click (docs/benchmarks.md §The latest full
 * run, click to panel ≤ 50 ms). The URL stays the source of truth: `opening` only runs ahead of it, and is
 * cleared once the navigation has settled, so Back/Forward and a typed URL are never overridden.
 */
import { create } from 'zustand';
import { afterNextPaint } from '../../../shared/startup/afterNextPaint';

/** The ref being opened (already upper-case, as the route's param parses it), or null. */
export interface OpeningState {
  opening: string | null;
}

export const useOpeningStore = create<OpeningState>(() => ({ opening: null }));

/**
 * Shows `ref` as the open listing at once, and once that frame is painted runs `navigate` (which puts
 * it in the URL: the router's navigation renders the shell's links and runs the route's work, which
 * the click's frame need not wait for); then lets the URL speak again (unless another listing was
 * opened meanwhile). Resolves when the navigation has; rejects as it does.
 */
export function openAhead(ref: string, navigate: () => Promise<void>): Promise<void> {
  useOpeningStore.setState({ opening: ref });
  const settle = () => {
    if (useOpeningStore.getState().opening === ref) useOpeningStore.setState({ opening: null });
  };
  return new Promise<void>((resolve) => afterNextPaint(resolve))
    .then(navigate)
    .then(settle, (error: unknown) => {
      settle();
      throw error;
    });
}

/** The open listing's ref: the one being opened, else the URL's (`urlRef`, null when none). */
export function openRefOf(opening: string | null, urlRef: string | null): string | null {
  return opening ?? urlRef;
}
