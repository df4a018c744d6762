/**
 * The user's home country (Settings): where "Loads back from here" searches toward (issue 41 §4).
 * Kept with zustand `persist` in localStorage (`dispatch.homeCountry`), so it survives a restart;
 * Romania until the user chooses, the market the app serves.
 */
import { persistedStore } from '../persistedStore';
import { EUROPEAN_COUNTRIES } from '../../../shared/domain/vocabulary';

/** The localStorage key of the home country. */
export const HOME_COUNTRY_STORAGE_KEY = 'dispatch.homeCountry';

/** The home country of a user who never chose. */
export const DEFAULT_HOME_COUNTRY = 'RO';

/** The home country store: an ISO 3166-1 alpha-2 code of `EUROPEAN_COUNTRIES`, and its setter. */
export interface HomeCountryState {
  homeCountry: string;
  setHomeCountry: (country: string) => void;
}

/** `value` when it is one of Europe's countries the app offers (a stored value may be anything), else Romania. */
function marketCountry(value: unknown): string {
  return typeof value === 'string' && (EUROPEAN_COUNTRIES as readonly string[]).includes(value)
    ? value
    : DEFAULT_HOME_COUNTRY;
}

/** The zustand store of the home country, persisted to localStorage. */
export const useHomeCountryStore = persistedStore<HomeCountryState>()(
  { name: HOME_COUNTRY_STORAGE_KEY, field: 'homeCountry', read: marketCountry },
  (set) => ({
    homeCountry: DEFAULT_HOME_COUNTRY,
    setHomeCountry: (country) => set({ homeCountry: marketCountry(country) }),
  }),
);
