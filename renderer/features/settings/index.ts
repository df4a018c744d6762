/**
 * The settings feature's front door (docs/architecture.md §Feature folders; docs/api.md §Keys and
 * environments): the session bar the shell shows at the top of every screen (environment, key, the
 * connection panel), and the Settings screen, which the shell's route `/settings` shows, lazily in a
 * chunk of its own. Anything else in renderer/features/settings is its inside.
 */
export { SessionBar } from './components/SessionBar';
/** The Settings screen's module, loaded on demand (its own chunk). */
export const loadSettingsScreen = () => import('./components/SettingsScreen');
