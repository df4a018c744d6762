/**
 * The project's lint rules that hold a measured choice (eslint.config.js), run on snippets as if they
 * were files of the repo: a rule that stopped matching would let the choice slip without a word.
 */
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/**
 * The rule ids ESLint reports for `code` linted as the file at `filePath` (relative to the repo). The
 * file must exist: eslint-plugin-import reads the path it resolves from (its text is not read).
 */
async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// where the renderer takes listingFiltersSchema
const RENDERER_FILE = 'renderer/features/listings/model/filterForm.ts';
const RESTRICTED = '@typescript-eslint/no-restricted-imports';

// ESLint with eslint-plugin-import follows the imports: seconds on 2 busy cores (8 s seen beside a .ci/run)
describe(
  'the renderer and shared/contract/calls.ts (docs/benchmarks.md §The cold load of Listings, 7)',
  { timeout: 60_000 },
  () => {
    it('refuses a value from calls.ts: it would build every call’s schema when the entry runs', async () => {
      const code = [
        "import { listingFiltersSchema } from '../../../../shared/contract/calls';",
        'export const schema = listingFiltersSchema;',
        '',
      ].join('\n');
      expect(await ruleIds(code, RENDERER_FILE)).toContain(RESTRICTED);
    });

    it('takes types from calls.ts, and values from the resource’s own file', async () => {
      const code = [
        "import type { ListingFilters } from '../../../../shared/contract/calls';",
        "import { listingFiltersSchema } from '../../../../shared/contract/listings';",
        'export const parse = (input: unknown): ListingFilters => listingFiltersSchema.parse(input);',
        '',
      ].join('\n');
      expect(await ruleIds(code, RENDERER_FILE)).toEqual([]);
    });

    it('leaves the hosts free to import calls.ts, which they bind', async () => {
      const code = [
        "import { calls } from '../../../shared/contract/calls';",
        'export const names = Object.keys(calls);',
        '',
      ].join('\n');
      expect(await ruleIds(code, 'electron/services/app/invoke.ts')).not.toContain(RESTRICTED);
    });
  },
);

describe(
  'the app and the sandbox (docs/architecture.md §The layers and what each may import)',
  { timeout: 60_000 },
  () => {
    const PATHS = 'import/no-restricted-paths';
    const importing = (from: string) =>
      [`import { loadPlaces } from '${from}';`, 'export const p = loadPlaces;', ''].join('\n');
    // by its name: the resolver must follow the workspace's link to sandbox/ for the zone to see it
    const code = importing('@dispatch/sandbox');

    it('refuses an import of @dispatch/sandbox in the app: its places are @dispatch/places', async () => {
      expect(await ruleIds(code, 'electron/services/app/services.ts')).toContain(PATHS);
    });

    it('keeps places/ on the ground floor: it imports neither the app, nor the sandbox, nor the renderer', async () => {
      const file = 'places/deadhead.ts';
      expect(await ruleIds(code, file)).toContain(PATHS);
      expect(await ruleIds(importing('../electron/services/app/services'), file)).toEqual([
        'no-restricted-imports',
        PATHS,
      ]);
      expect(await ruleIds(importing('../renderer/shared/places/placeNamed'), file)).toContain(PATHS);
      expect(await ruleIds(importing('@dispatch/shared/domain/vocabulary'), file)).toEqual([]);
    });

    it('lets the launcher of the embedded sandbox, and tests, import it', async () => {
      expect(await ruleIds(code, 'electron/services/sandbox-process/child.ts')).toEqual([]);
      expect(await ruleIds(code, 'electron/services/app/handlers/places.test.ts')).toEqual([]);
    });

    it('has the sandbox reach shared/ and the places by their package names, not by climbing out of sandbox/', async () => {
      const file = 'sandbox/market/cost.ts';
      const both = (shared: string, gazetteer: string) =>
        [
          `import { TRUCK_TYPES } from '${shared}';`,
          `import { roadDistanceKm } from '${gazetteer}';`,
          'export const t = [TRUCK_TYPES, roadDistanceKm];',
          '',
        ].join('\n');
      expect(
        await ruleIds(both('@dispatch/shared/domain/vocabulary', '@dispatch/places/distance'), file),
      ).toEqual([]);
      expect(await ruleIds(both('../../shared/domain/vocabulary', '../../places/distance'), file)).toEqual([
        'no-restricted-imports',
        'no-restricted-imports',
      ]);
    });

    it('refuses a relative path into sandbox/ anywhere else, even where the sandbox may be imported', async () => {
      const relative = importing('../../../sandbox/index');
      expect(await ruleIds(relative, 'electron/services/sandbox-process/child.ts')).toEqual([
        'no-restricted-imports',
      ]);
      expect(await ruleIds(relative, 'electron/services/app/handlers/places.test.ts')).toEqual([
        'no-restricted-imports',
      ]);
      expect(await ruleIds(relative, 'electron/services/app/services.ts')).toEqual([
        'no-restricted-imports',
        PATHS,
      ]);
    });
  },
);

describe(
  'feature front doors (docs/architecture.md §The layers and what each may import, §Feature folders)',
  { timeout: 120_000 },
  () => {
    const OFFERS_FILE = 'renderer/features/offers/components/OffersSentScreen.tsx';
    const PATHS = 'import/no-restricted-paths';
    const importing = (from: string) =>
      [`import { listingQueries } from '${from}';`, 'export const q = listingQueries;', ''].join('\n');

    it('refuses a feature importing the inside of another', async () => {
      expect(await ruleIds(importing('../../listings/api/listingDetailQuery'), OFFERS_FILE)).toContain(PATHS);
    });

    it("lets a feature import another's front door, its index.ts", async () => {
      expect(await ruleIds(importing('../../listings'), OFFERS_FILE)).not.toContain(PATHS);
      expect(await ruleIds(importing('../../listings/index'), OFFERS_FILE)).not.toContain(PATHS);
    });

    it('refuses renderer/shared importing a feature, even its front door', async () => {
      const file = 'renderer/shared/cursorList/cursorList.ts';
      expect(await ruleIds(importing('../../features/listings'), file)).toContain(PATHS);
      expect(await ruleIds(importing('../../features/listings/api/listingDetailQuery'), file)).toContain(
        PATHS,
      );
    });

    it("refuses the shell importing a feature's inside, statically or lazily", async () => {
      const file = 'renderer/app/Shell.tsx';
      expect(await ruleIds(importing('../features/listings/api/listingDetailQuery'), file)).toContain(PATHS);
      const lazy = "export const load = () => import('../features/activity/components/ActivityScreen');\n";
      expect(await ruleIds(lazy, 'renderer/app/router.tsx')).toContain(PATHS);
    });

    it("lets the shell import a feature's front door, and the named insides only in their own file", async () => {
      expect(await ruleIds(importing('../features/listings'), 'renderer/app/Shell.tsx')).not.toContain(PATHS);
      const notes = "export const load = () => import('../features/notes/components/NotesScreen');\n";
      expect(await ruleIds(notes, 'renderer/app/router.tsx')).not.toContain(PATHS);
      expect(await ruleIds(notes, 'renderer/app/Shell.tsx')).toContain(PATHS);
    });

    it("lets the shell's tests import a feature's inside (the query-key factories they walk)", async () => {
      const code = importing('../features/listings/api/listingDetailQuery');
      expect(await ruleIds(code, 'renderer/app/queryKeys.test.ts')).not.toContain(PATHS);
    });

    it("takes a feature's index.ts as its front door, and no other file at its root", async () => {
      const code = 'export const x = 1;\n';
      expect(await ruleIds(code, 'renderer/features/listings/index.ts')).not.toContain(
        'dispatch/feature-anatomy',
      );
      expect(await ruleIds(code, 'renderer/features/listings/helpers.ts')).toContain(
        'dispatch/feature-anatomy',
      );
      expect(await ruleIds(code, 'renderer/features/listings/state/store.ts')).toContain(
        'dispatch/feature-anatomy',
      );
    });
  },
);
