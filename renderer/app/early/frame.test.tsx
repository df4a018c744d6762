/**
 * The early frames (./frames/<lang>.html, put into index.html by build/vite-early-paint.ts) are the
 * app's own first frame of plain Listings: the app rendered here, as it starts (hash history, the
 * parts that load after the first reads not there yet), with a page of 20 listings, in each language.
 * A change to that screen fails this test until the frames are written again: `npx vitest run
 * renderer/app/early/frame.test.tsx -u` (Vitest's file snapshots; `-u` first would take the path as its
 * value).
 */
import { cleanup } from '@testing-library/react';
import i18next from 'i18next';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderFirstFrame } from '../../test/renderFirstFrame';
import { frameOf } from '../../test/frameOf';

// The parts that load after the first reads (renderer/shared/startup/afterFirstReads.ts) are not in
// the app's first frame: here they never load, whatever the test's timing.
vi.mock('../../shared/startup/afterFirstReads', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  lazyAfterFirstReads: () => lazy(() => new Promise<never>(() => undefined)),
}));

// a whole-app render: slow on a shared CI machine
vi.setConfig({ testTimeout: 20_000 });

afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

describe('the early frames', () => {
  for (const language of ['en', 'ro'] as const) {
    it(`./frames/${language}.html is the app's first frame of Listings in ${language}`, async () => {
      await i18next.changeLanguage(language);
      const container = await renderFirstFrame();
      await expect(frameOf(container)).toMatchFileSnapshot(`./frames/${language}.html`);
    });
  }
});
