/**
 * The app's remembered choices (theme, home country, the tables' views, ...): zustand stores that keep
 * one field in localStorage with `persist`, as `{ state: { <field> }, version }`, and read it back
 * through the store's own check, since a stored value may be anything (an older version's, or edited
 * by hand).
 */
import { create, type StateCreator } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Where and how a store keeps its field. */
interface KeptField<S, F extends keyof S> {
  /** The localStorage key. */
  name: string;
  field: F;
  /** The field's value on rehydration, from the stored value and the current one. */
  read: (stored: unknown, current: S[F]) => S[F];
  /** What the stored object carries (0 for a store that never gave one); 1 by default. */
  version?: number;
}

/**
 * `persistedStore<State>()(kept, initializer)`: the zustand store made by `initializer`, its field
 * `kept.field` persisted as the module's note says.
 */
export function persistedStore<S>() {
  return <F extends keyof S & string>(
    { name, field, read, version = 1 }: KeptField<S, F>,
    initializer: StateCreator<S, [['zustand/persist', unknown]]>,
  ) =>
    create<S>()(
      persist(initializer, {
        name,
        version,
        storage: createJSONStorage(() => localStorage),
        partialize: (state) => ({ [field]: state[field] }) as Pick<S, F>,
        merge: (persisted, current) => ({
          ...current,
          [field]: read((persisted as Record<string, unknown> | undefined)?.[field], current[field]),
        }),
      }),
    );
}

/**
 * A `read` for a field that is a record per screen, panel or table: a stored object's entries, each
 * value through `readValue` (undefined drops the entry); anything else reads as no entries.
 */
export function readRecord<V>(readValue: (value: unknown) => V | undefined) {
  return (stored: unknown): Record<string, V> => {
    const record: Record<string, V> = {};
    if (typeof stored === 'object' && stored !== null) {
      for (const [key, value] of Object.entries(stored)) {
        const read = readValue(value);
        if (read !== undefined) record[key] = read;
      }
    }
    return record;
  };
}
