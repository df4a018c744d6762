/**
 * The listing code the user last typed into "Go to listing" (upper-case, checked), or null: what tells
 * the exchange's 404 for that code ("no listing has the code FX-…": a code that may never have been
 * one) from the 404 of a listing the user saw in a list or a link ("no longer on the exchange").
 */
import { create } from 'zustand';

/** The typed code: set by "Go to listing" when it opens a code, cleared when a row is opened. */
export interface TypedRefState {
  typed: string | null;
}

export const useTypedRefStore = create<TypedRefState>(() => ({ typed: null }));

/** Notes `ref` as typed by the user (GoToRef), or null once something else opened a listing. */
export function noteTypedRef(ref: string | null): void {
  useTypedRefStore.setState({ typed: ref });
}
