/**
 * Renderer test setup (vitest.config.ts, project `renderer`, in jsdom): the app's i18n instance in
 * English (./setup-i18n.ts), testing-library's waits, and what jsdom lacks.
 */
import { configure } from '@testing-library/react';
import './setup-i18n';

// waitFor and findBy* wait up to 20 s (testing-library's default is 1 s): they return as soon as what
// they wait for is there, and a lazy chunk, a debounce or a sandbox answer can take seconds with two
// test files and the end-to-end run beside them on CI's two cores ("VehiclesScreen sends every filter"
// failed at 1 s, unchanged). Under the test's own 40 s limit (vitest.config.ts).
configure({ asyncUtilTimeout: 20_000 });

// jsdom has no CSS.escape; react-aria uses it to find a collection's items by key.
if (typeof CSS === 'undefined' || typeof CSS.escape !== 'function') {
  const escape = (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
  Object.defineProperty(globalThis, 'CSS', {
    value: { ...(globalThis.CSS ?? {}), escape },
    configurable: true,
  });
}
