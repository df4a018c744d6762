import { QueryClient } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (its release is once per page, so once per import here). */
async function freshModule() {
  vi.resetModules();
  return import('./afterFirstReads');
}

/** How long a positive wait may take: generous, for two test files on two busy cores (never a speed check). */
const LOADED_WITHIN_MS = 10_000;

/** Resolves when `lazy`'s loader has been called, or after `ms` with false. */
function loaderCalled(load: ReturnType<typeof vi.fn>, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const started = Date.now();
    const poll = () => {
      if (load.mock.calls.length > 0) resolve(true);
      else if (Date.now() - started >= ms) resolve(false);
      else setTimeout(poll, 5);
    };
    poll();
  });
}

/**
 * Every render is unmounted after its test, and each test waits for its part to be on screen: a lazy
 * part that resolved after the file's environment was torn down made React commit into no `window`
 * (an unhandled error that failed a whole run by chance).
 */
afterEach(() => cleanup());

/** The loaded part: it says so, so a test can wait until React has committed it. */
const LOADED = 'the part is here';
const loadedPart = () => Promise.resolve({ default: () => <span>{LOADED}</span> });

/** Renders `component` (React.lazy asks its loader for the code then). */
function startLoading(component: ComponentType): void {
  const Part = component;
  render(
    <Suspense fallback={null}>
      <Part />
    </Suspense>,
  );
}

describe('afterFirstReads', () => {
  it('loads a waiting part only once a read has started and finished', async () => {
    const { lazyAfterFirstReads, releaseAfterFirstReads } = await freshModule();
    const client = new QueryClient();
    const load = vi.fn(loadedPart);
    const Part = lazyAfterFirstReads(load);
    releaseAfterFirstReads(client, 60_000);
    startLoading(Part);
    expect(await loaderCalled(load, 50)).toBe(false); // nothing read yet: keep waiting
    client.setQueryData(['kept'], 'a cached answer'); // the cache changes, yet nothing was read
    expect(await loaderCalled(load, 50)).toBe(false);

    let answer: (value: string) => void = () => undefined;
    const read = client.fetchQuery({
      queryKey: ['first'],
      queryFn: () => new Promise<string>((r) => (answer = r)),
    });
    expect(await loaderCalled(load, 50)).toBe(false); // still reading
    answer('page 1');
    await read;
    expect(await loaderCalled(load, LOADED_WITHIN_MS)).toBe(true);
    expect(await screen.findByText(LOADED, {}, { timeout: LOADED_WITHIN_MS })).toBeTruthy();
  });

  it('loads the parts anyway when the first read hangs past the wait', async () => {
    const { lazyAfterFirstReads, releaseAfterFirstReads } = await freshModule();
    const client = new QueryClient();
    const load = vi.fn(loadedPart);
    const Part = lazyAfterFirstReads(load);
    void client.fetchQuery({ queryKey: ['hangs'], queryFn: () => new Promise<string>(() => undefined) });
    releaseAfterFirstReads(client, 100);
    startLoading(Part);
    expect(await loaderCalled(load, 40)).toBe(false);
    expect(await loaderCalled(load, LOADED_WITHIN_MS)).toBe(true);
    expect(await screen.findByText(LOADED, {}, { timeout: LOADED_WITHIN_MS })).toBeTruthy();
  });

  it('stops watching when asked, and a later call releases', async () => {
    const { lazyAfterFirstReads, releaseAfterFirstReads } = await freshModule();
    const client = new QueryClient();
    const load = vi.fn(loadedPart);
    const Part = lazyAfterFirstReads(load);
    const stop = releaseAfterFirstReads(client, 50);
    stop();
    startLoading(Part);
    expect(await loaderCalled(load, 150)).toBe(false); // the stopped watch never released

    releaseAfterFirstReads(client, 20);
    expect(await loaderCalled(load, LOADED_WITHIN_MS)).toBe(true);
    expect(await screen.findByText(LOADED, {}, { timeout: LOADED_WITHIN_MS })).toBeTruthy();
  });
});
