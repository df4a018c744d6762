/**
 * The English catalogs, by namespace: every file of renderer/i18n/locales/en/ but `map.json`, which
 * comes with the map (renderer/shared/map/i18n.ts). A chunk of their own, loaded before the first
 * render when English is the UI language (renderer/i18n/i18n.ts); their shape types `t`
 * (renderer/i18n/namespaces.ts). The chunk imports no other (vite.config.ts preloads such a chunk
 * early), so it names its namespaces itself rather than through a helper.
 */
import type { Catalogs } from '../namespaces';

/** Every namespace's messages in English, by file name (`../locales/en/<ns>.json`). */
export const catalogs = Object.fromEntries(
  Object.entries(
    import.meta.glob(['../locales/en/*.json', '!../locales/en/map.json'], { eager: true, import: 'default' }),
  ).map(([path, catalog]) => [path.slice('../locales/en/'.length, -'.json'.length), catalog]),
) as Catalogs;

/** The catalogs of one language, by namespace (the English ones give the shape). */
export type { Catalogs };
