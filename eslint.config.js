// @ts-check
// Lint rules, including the import boundaries of docs/architecture.md (§The layers and what each may
// import), checked on resolved paths (eslint-plugin-import with the node resolver over .ts/.tsx, so
// `../../x` and folder imports count, and a workspace's name, `@dispatch/sandbox`, counts as the folder
// its link in node_modules leads to):
//  - only electron/main.ts and electron/preload.ts import `electron` (static, `import()` or `require`);
//  - the renderer imports nothing from electron/, sandbox/, build/, Node or `electron`;
//  - in the renderer, renderer/app is the shell (providers, router, navigation); the kit features share
//    lives in renderer/shared; a feature imports another feature only through its front door (its
//    index.ts) and never the shell, the shell imports a feature only through its front door too (but
//    for a few named chunk splits, SHELL_INSIDES), and renderer/shared imports neither features nor
//    the shell;
//  - shared/ runs on both sides, so it imports neither Node, nor UI, nor electron/, renderer/, sandbox/
//    (its tests may use Node);
//  - services (electron/services, electron/browser-host, sandbox) and the tooling (build, e2e) import no
//    UI; electron/main.ts and electron/preload.ts import no UI either;
//  - the app (electron/) imports nothing of the sandbox (`@dispatch/sandbox`) but the launcher of the
//    embedded sandbox process (electron/services/sandbox-process/), session-state.ts's type of the running
//    sandbox, and tests: the places are the gazetteer (places/, `@dispatch/places`), which the
//    sandbox imports too;
//  - places/ is the ground floor: it imports only shared/ (by its package name) and plain libraries,
//    never electron/, renderer/, sandbox/, build/ or e2e/;
//  - the sandbox is a package of its own: the rest of the repository imports it by its name,
//    `@dispatch/sandbox`, never by a relative path into sandbox/, and it reaches shared/ and the
//    places by the names of their packages, `@dispatch/shared` and `@dispatch/places`, never by
//    climbing out of sandbox/;
//  - no import cycles;
//  - every feature folder has one anatomy: its front door index.ts, api/ (queries and calls),
//    components/ (TSX) and model/ (pure logic and state, with its tests); model/ imports neither api/
//    nor components/, api/ imports no components/ (docs/architecture.md §Feature folders);
//  - renderer components show no literal text: every word comes from the message catalogs.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import i18next from 'eslint-plugin-i18next';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * UI libraries, as the resolver finds them (the package, or its types under @types, which the
 * TypeScript resolver prefers): nothing outside the renderer may import these.
 */
const UI_PACKAGE_NAMES = [
  'react',
  'react-dom',
  '@tanstack',
  'zustand',
  'react-hook-form',
  '@hookform',
  'react-aria-components',
  'react-aria',
  'react-i18next',
  'i18next-browser-languagedetector',
];
const UI_PACKAGES = UI_PACKAGE_NAMES.flatMap((name) => [
  `./node_modules/${name}`,
  `./node_modules/@types/${name}`,
]);
const ELECTRON_PACKAGE = './node_modules/electron';

const NO_ELECTRON = 'Only electron/main.ts and electron/preload.ts import electron.';
const NO_UI = 'Services, main, preload and tooling import no UI (React, router, query, stores, forms).';

/** `import('electron')` and `require('electron')`, which path rules may not see. */
const noElectronSyntax = [
  { selector: "ImportExpression[source.value='electron']", message: NO_ELECTRON },
  {
    selector: "CallExpression[callee.name='require'][arguments.0.value='electron']",
    message: NO_ELECTRON,
  },
];
/** Literal text in the attributes people read (screen readers included): it belongs in the catalogs. */
const noLiteralTextAttributes = {
  selector:
    'JSXAttribute[name.name=/^(aria-label|aria-description|title|placeholder|alt)$/] > Literal[value=/[A-Za-z]/]',
  message: 'Text people read comes from the catalogs (renderer/i18n): use t().',
};
/**
 * No page the app opens gets a handle on the app's window (electron/shell/content-security.ts
 * `securityHeaders`: the opener policy is not sent on a start the user made): website links carry
 * `rel="noopener noreferrer"`, and nothing calls `window.open`.
 */
const noOpenerHandles = [
  {
    selector:
      "JSXOpeningElement:has(JSXAttribute[name.name='target'][value.value='_blank']):not(:has(JSXAttribute[name.name='rel'][value.value=/noopener/]))",
    message:
      'A link that opens a new window carries rel="noopener noreferrer": the page it opens gets no handle on the app.',
  },
  {
    selector: "CallExpression[callee.property.name='open'][callee.object.name=/^(window|globalThis|self)$/]",
    message:
      'No window.open: a website opens through a link with rel="noopener noreferrer" (no handle on the app).',
  },
];
const noFocusedTests = [
  { selector: "MemberExpression[property.name='only']", message: 'No focused tests.' },
  { selector: "MemberExpression[property.name='skip']", message: 'No skipped tests.' },
];

/** Every feature folder: each may import itself and the others' front doors (plus renderer/shared and shared/). */
const features = readdirSync(new URL('./renderer/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * One anatomy for every feature folder (docs/architecture.md §Feature folders): a file directly in
 * `renderer/features/<name>/` but its front door `index.ts`, or in any folder but api/, components/
 * and model/, is reported.
 */
const featureAnatomy = {
  meta: { type: 'problem', schema: [], messages: { stray: '{{file}}: {{why}}' } },
  /** @param {import('eslint').Rule.RuleContext} context */
  create(context) {
    const file = context.filename.replaceAll('\\', '/');
    const match = /\/renderer\/features\/[^/]+\/(.*)$/.exec(file);
    if (!match) return {};
    const [folder, ...rest] = match[1].split('/');
    if (rest.length === 0 && folder === 'index.ts') return {};
    if (rest.length > 0 && ['api', 'components', 'model'].includes(folder)) return {};
    const why =
      'a feature keeps its files in api/ (queries and calls), components/ (TSX) or model/ (pure logic and state), and its front door in index.ts';
    return {
      Program(node) {
        context.report({ node, messageId: 'stray', data: { file: match[1], why } });
      },
    };
  },
};

/**
 * The shell's only imports of a feature's inside, by file (docs/architecture.md §Feature folders): each
 * keeps a chunk split that the feature's front door would undo, since the doors the router takes load with
 * the entry (the startup chunk, vite.config.ts), and whatever a door re-exports comes with it.
 */
const SHELL_INSIDES = {
  // the results table's own chunk, asked for before the entry's modules run (listings' door is in the entry)
  'renderer/app/firstScreen.ts': ['./listings/components/ListingsTable.tsx'],
  // two screens whose doors hold what other screens load (the notes' editor and marks, "Save this
  // search"): the doors in the entry would bring those in
  'renderer/app/router.tsx': [
    './notes/components/NotesScreen.tsx',
    './saved-searches/components/SavedSearchesScreen.tsx',
  ],
  // the shell's lazy inbox count: offers' door is in the entry, and would bring the count in
  'renderer/app/InboxActivityCount.tsx': ['./offers/components/InboxNavCount.tsx'],
};

/** The shell (renderer/app) imports a feature through its front door, or the `insides` named here. */
const shellZone = (/** @type {string[]} */ insides) => ({
  target: './renderer/app',
  from: './renderer/features',
  except: [...features.map((name) => `./${name}/index.ts`), ...insides],
  message:
    'The shell imports a feature only through its front door (renderer/features/<name>/index.ts), never its inside (but SHELL_INSIDES in eslint.config.js).',
});

/** The renderer's zones but the shell's own (`shellZone`), which SHELL_INSIDES and the shell's tests set apart. */
const rendererZonesButShell = [
  {
    target: './renderer',
    from: ['./electron', './sandbox', './build', ELECTRON_PACKAGE],
    message: 'The renderer reaches main-process code only through the contract in shared/contract.',
  },
  ...features.map((name) => ({
    target: `./renderer/features/${name}`,
    from: './renderer/features',
    except: [
      `./${name}`,
      ...features.filter((other) => other !== name).map((other) => `./${other}/index.ts`),
    ],
    message:
      'A feature imports another feature only through its front door (renderer/features/<name>/index.ts), never its inside.',
  })),
  ...features.flatMap((name) => [
    {
      target: `./renderer/features/${name}/model`,
      from: [`./renderer/features/${name}/api`, `./renderer/features/${name}/components`],
      message: "A feature's model/ is pure logic: it imports neither its api/ nor its components/.",
    },
    {
      target: `./renderer/features/${name}/api`,
      from: `./renderer/features/${name}/components`,
      message: "A feature's api/ (queries and calls) imports no components.",
    },
  ]),
  {
    target: './renderer/features',
    from: './renderer/app',
    message: 'Features never import the shell (renderer/app); the shell imports features.',
  },
  {
    target: ['./renderer/shared', './renderer/i18n'],
    from: ['./renderer/features', './renderer/app'],
    message: 'renderer/shared is the kit features share: it imports no feature and not the shell.',
  },
];
const rendererZones = [...rendererZonesButShell, shellZone([])];

const sharedZones = [
  {
    target: './shared',
    from: ['./electron', './renderer', './sandbox', './build', ELECTRON_PACKAGE],
    message: 'shared/ runs on both sides: it imports only shared/ and plain libraries.',
  },
  { target: './shared', from: UI_PACKAGES, message: 'shared/ imports no UI.' },
];

/** Everything but the renderer and shared/: no UI; and, but in main.ts and preload.ts, no electron. */
const serviceZones = [
  {
    target: ['./electron', './sandbox', './build', './e2e'],
    from: ['./renderer', ...UI_PACKAGES],
    // the message catalogs' JSON files only (nothing but JSON lives there): the main process composes
    // the watch's notifications in the UI's language from the same words as the page, with no page
    // (docs/watch.md §On the desktop; electron/services/app/watch-words.ts)
    except: ['./i18n/locales'],
    message: NO_UI,
  },
  {
    target: ['./electron', './sandbox', './build', './e2e'],
    from: ELECTRON_PACKAGE,
    message: NO_ELECTRON,
  },
];

/**
 * places/ (`@dispatch/places`, the gazetteer) is the ground floor the app, the browser host and the
 * sandbox stand on: it imports none of them, nor the renderer, the tooling, UI or electron.
 */
const placesZones = [
  {
    target: './places',
    from: ['./electron', './renderer', './sandbox', './build', './e2e', ELECTRON_PACKAGE, ...UI_PACKAGES],
    message:
      'places/ (@dispatch/places) is the ground floor: it imports only shared/ (as @dispatch/shared) and plain libraries, never electron/, renderer/, sandbox/ or the tooling.',
  },
];

/** The app takes nothing from the simulated exchange (docs/architecture.md §The layers and what each may import). */
const appZones = [
  {
    target: './electron',
    from: './sandbox',
    message:
      'The app imports nothing of @dispatch/sandbox (its places are @dispatch/places, places/): only the launcher of the embedded sandbox (electron/services/sandbox-process/) and tests do.',
  },
];

/** sandbox/ is the workspace `@dispatch/sandbox`: reached by its name, never by a relative climb into it. */
const sandboxByName = {
  regex: '^(\\.\\./)+sandbox(/|$)',
  message:
    "Import the sandbox by its package name: '@dispatch/sandbox' (its public API, sandbox/index.ts), or '@dispatch/sandbox/testing/<file>' in a test.",
};

/** The sandbox reaches outside sandbox/ only through the packages it depends on, never by a climb. */
// `../places` alone is the sandbox's own sandbox/places/, `../places/routes` its sandbox/server/places/:
// a climb into the top-level places/ names one of its modules (`../../places/distance`)
const sandboxClimbs = {
  regex: '^(\\.\\./)+((shared|electron)(/|$)|places/(?!(index|routes)$))',
  message:
    "The sandbox imports shared/ as '@dispatch/shared/<path>' and the places as '@dispatch/places/<path>' (the modules their package.json files export), not by a relative climb.",
};

/** places/ reaches shared/ by its package name, never by a climb (it stands below everything else). */
const placesClimbs = {
  regex: '^(\\.\\./)+(shared|electron|sandbox|renderer|build)(/|$)',
  message: "places/ imports shared/ as '@dispatch/shared/<path>', and nothing else of the repository.",
};

export default tseslint.config(
  {
    ignores: ['node_modules', 'dist', 'shared/api/v1.d.ts', 'test-results', 'playwright-report'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    plugins: { import: importPlugin },
    settings: {
      // how eslint-plugin-import reads the files it follows (the zones below resolve each import)
      'import/extensions': ['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs'],
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // a workspace's name leads to its real folder, not to its link in node_modules, so the zones below
      // see `@dispatch/sandbox` as sandbox/ (the resolver's default keeps the link)
      'import/resolver': {
        node: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'], preserveSymlinks: false },
      },
      // the repository's own workspaces are its code, not external packages
      'import/internal-regex': '^@dispatch/',
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // no import cycle: `npm run lint:cycles` (dpdm.config.json), a tenth of import/no-cycle's time
      'no-restricted-syntax': ['error', ...noElectronSyntax],
    },
  },
  {
    files: ['**/*.{ts,tsx}'],
    ignores: ['sandbox/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sandboxByName] }] },
  },
  {
    files: ['sandbox/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [sandboxClimbs] }] },
  },
  {
    files: ['places/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [sandboxByName, placesClimbs] }],
      'import/no-restricted-paths': ['error', { zones: placesZones }],
    },
  },
  {
    // a spec takes test and expect from e2e/fixtures.ts: there each worker starts its own hosts before
    // its first test (e2e/worker-hosts.ts); Playwright's own `test` would reach hosts nobody started.
    // This replaces the rule set above for specs, so it repeats its pattern.
    files: ['e2e/**/*.spec.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@playwright/test',
              message: "import test and expect from './fixtures': the worker's hosts start there.",
            },
          ],
          // and, as everywhere outside sandbox/ (above), not the sandbox by its package name
          patterns: [sandboxByName],
        },
      ],
    },
  },
  {
    // main and preload are the two files that may import electron
    files: ['electron/main.ts', 'electron/preload.ts'],
    rules: { 'no-restricted-syntax': 'off' },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**'],
    rules: { 'no-restricted-syntax': ['error', ...noElectronSyntax, ...noFocusedTests] },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, dispatch: { rules: { 'feature-anatomy': featureAnatomy } } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'dispatch/feature-anatomy': 'error',
      'import/no-nodejs-modules': 'error',
      'import/no-restricted-paths': ['error', { zones: rendererZones }],
    },
  },
  // the shell's few imports of a feature's inside (SHELL_INSIDES), each in the one file that needs it
  ...Object.entries(SHELL_INSIDES).map(([file, insides]) => ({
    files: [file],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...rendererZonesButShell, shellZone(insides)] }],
    },
  })),
  {
    // the shell's tests check the features' insides (every query-key factory, renderer/app/queryKeys.test.ts;
    // the loaders' keys): as a feature's own tests do, they may import them
    files: ['renderer/app/**/*.test.{ts,tsx}'],
    rules: { 'import/no-restricted-paths': ['error', { zones: rendererZonesButShell }] },
  },
  {
    // The renderer takes values from a resource's contract file (shared/contract/listings.ts, ...), never
    // from calls.ts: importing calls.ts builds the zod input schemas of every call of every resource when
    // the entry runs, which only the hosts use (docs/benchmarks.md §The cold load of Listings). Types are free.
    files: ['renderer/**/*.{ts,tsx}'],
    ignores: ['renderer/**/*.test.{ts,tsx}', 'renderer/test/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '(^|/)shared/contract/calls$',
              allowTypeImports: true,
              message:
                "Import values from the resource file (shared/contract/listings, ...): calls.ts builds every call's schema. Types may come from calls.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // every word a user reads comes from the catalogs (renderer/i18n), none is written in markup
    files: ['renderer/**/*.tsx'],
    ignores: ['renderer/**/*.test.tsx', 'renderer/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': ['error', { mode: 'jsx-text-only' }],
      'no-restricted-syntax': ['error', ...noElectronSyntax, noLiteralTextAttributes, ...noOpenerHandles],
    },
  },
  {
    files: ['renderer/**/*.ts'],
    ignores: ['renderer/**/*.test.ts', 'renderer/test/**'],
    rules: { 'no-restricted-syntax': ['error', ...noElectronSyntax, ...noOpenerHandles] },
  },
  {
    files: ['shared/**/*.ts'],
    ignores: ['shared/**/*.test.ts'],
    rules: {
      'import/no-nodejs-modules': 'error',
      'import/no-restricted-paths': ['error', { zones: sharedZones }],
    },
  },
  {
    files: ['electron/**/*.ts', 'sandbox/**/*.ts', 'build/**/*.ts', 'e2e/**/*.ts'],
    ignores: ['electron/main.ts', 'electron/preload.ts'],
    rules: { 'import/no-restricted-paths': ['error', { zones: serviceZones }] },
  },
  {
    files: ['electron/**/*.ts'],
    ignores: [
      'electron/main.ts',
      'electron/preload.ts',
      'electron/services/sandbox-process/**',
      'electron/services/app/session-state.ts',
      'electron/**/*.test.ts',
    ],
    rules: { 'import/no-restricted-paths': ['error', { zones: [...serviceZones, ...appZones] }] },
  },
  {
    files: ['electron/main.ts', 'electron/preload.ts'],
    rules: {
      'import/no-restricted-paths': ['error', { zones: [serviceZones[0], ...appZones] }],
    },
  },
  prettier,
);
