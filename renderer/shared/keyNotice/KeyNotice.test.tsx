import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppError } from '../../../shared/contract/errors';
import { installFakeTransport, makeKey, makeSession } from '../../test/fakeTransport';
import { KeyNotice, useKeyReady } from './KeyNotice';

let restore = () => {};
afterEach(() => {
  cleanup();
  restore();
});

function Probe({ error }: { error: AppError | null }) {
  const ready = useKeyReady(error);
  return (
    <>
      <KeyNotice permission="offers:read" error={error} />
      <output>{ready ? 'ready' : 'not ready'}</output>
    </>
  );
}

/** Renders the notice under a router (its Settings link) with the session `key`. */
function renderNotice(key: Parameters<typeof makeKey>[0], error: AppError | null = null) {
  ({ restore } = installFakeTransport({ 'session.get': () => makeSession({ key: makeKey(key) }) }));
  const rootRoute = createRootRoute({ component: () => <Probe error={error} /> });
  const router = createRouter({
    routeTree: rootRoute,
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router as never} />
    </QueryClientProvider>,
  );
}

describe('KeyNotice', () => {
  it('asks for a key, with the link to Settings, when none is in use', async () => {
    renderNotice({});
    expect((await screen.findByRole('alert')).textContent).toContain('Add your API key in Settings');
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('not ready');
  });

  it("counts a demo account's key as a key in use", async () => {
    renderNotice({ kind: 'test', last4: 'AB12', demoAccount: 'shipper' });
    await screen.findByText('ready');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('names the missing permission on a 403, and where the account holder adds it', async () => {
    renderNotice({ saved: true, kind: 'test', last4: 'AB12' }, { kind: 'forbidden', message: 'x' });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('“read offers”');
    expect(alert.textContent).toContain('developer section of their profile');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('not ready');
  });

  it('says the key was refused on a 401 and offers to replace it', async () => {
    renderNotice({ saved: true, kind: 'test', last4: 'AB12' }, { kind: 'unauthorized', message: 'x' });
    expect((await screen.findByRole('alert')).textContent).toContain('refused your API key');
    expect(screen.getByRole('link', { name: 'Go to Settings' })).toBeTruthy();
  });
});
