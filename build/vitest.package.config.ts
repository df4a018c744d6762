import { defineConfig } from 'vitest/config';

/**
 * `npm run test:package` (second half): the checks of the unpacked app that build/package-app.ts made.
 * Apart from `npm run test:unit`, whose tests never need a packaged app.
 */
export default defineConfig({
  test: {
    name: 'package',
    environment: 'node',
    include: ['build/package-app.check.ts', 'build/release-signing.check.ts'],
    testTimeout: 60_000,
  },
});
