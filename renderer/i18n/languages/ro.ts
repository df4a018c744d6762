/**
 * The Romanian catalogs, by namespace: every file of renderer/i18n/locales/ro/ but `map.json`, which
 * comes with the map (renderer/shared/map/i18n.ts). A chunk of their own, loaded before the first
 * render when Romanian is the UI language, or when the user switches to it (renderer/i18n/i18n.ts).
 * Like ./en.ts, it imports no other chunk.
 */
import type { Catalogs } from '../namespaces';

/** Every namespace's messages in Romanian, by file name (`../locales/ro/<ns>.json`). */
export const catalogs = Object.fromEntries(
  Object.entries(
    import.meta.glob(['../locales/ro/*.json', '!../locales/ro/map.json'], { eager: true, import: 'default' }),
  ).map(([path, catalog]) => [path.slice('../locales/ro/'.length, -'.json'.length), catalog]),
) as Catalogs;
