import { describe, expect, it } from 'vitest';
import { devAppArmorProfile, sandboxVerdict, type AppArmorReaders } from './launch-apparmor';

const BINARY = '/home/you/dispatch/node_modules/electron/dist/electron';
const PROFILE = `abi <abi/4.0>,
include <tunables/global>
# the development binary of the checkout
profile dispatch-dev ${BINARY} flags=(unconfined) {
  userns,
}
`;

/** Readers over a fake /etc/apparmor.d and the kernel's list (undefined: unreadable). */
function readers(files: Record<string, string>, loaded?: string): AppArmorReaders {
  return {
    list: (dir) => (dir === '/etc/apparmor.d' ? Object.keys(files) : undefined),
    readText: (path) =>
      path === '/sys/kernel/security/apparmor/profiles'
        ? loaded
        : files[path.replace('/etc/apparmor.d/', '')],
    realpath: (path) => path,
  };
}

describe('npm start: the development AppArmor profile', () => {
  it('finds the profile docs/packaging.md recommends, loaded', () => {
    expect(
      devAppArmorProfile(
        BINARY,
        readers({ 'dispatch-dev': PROFILE }, 'firefox (enforce)\ndispatch-dev (unconfined)\n'),
      ),
    ).toEqual({ state: 'loaded', name: 'dispatch-dev', file: '/etc/apparmor.d/dispatch-dev' });
  });

  it('counts it loaded where the kernel list cannot be read; not loaded where the list lacks it', () => {
    expect(devAppArmorProfile(BINARY, readers({ 'dispatch-dev': PROFILE })).state).toBe('loaded');
    expect(
      devAppArmorProfile(BINARY, readers({ 'dispatch-dev': PROFILE }, 'firefox (enforce)\n')).state,
    ).toBe('not-loaded');
  });

  it('matches an attachment glob, and not a profile for another path or without userns', () => {
    const glob = PROFILE.replace(BINARY, '/home/*/dispatch/node_modules/electron/dist/electron');
    expect(devAppArmorProfile(BINARY, readers({ glob })).state).toBe('loaded');
    const elsewhere = PROFILE.replace(BINARY, '/opt/Dispatch/dispatch');
    expect(devAppArmorProfile(BINARY, readers({ elsewhere })).state).toBe('none');
    const commented = PROFILE.replace('  userns,', '  # userns,');
    expect(devAppArmorProfile(BINARY, readers({ commented })).state).toBe('none');
    expect(devAppArmorProfile(BINARY, readers({})).state).toBe('none');
  });
});

describe('npm start: Electron or the browser host', () => {
  const problem = "Electron's sandbox can't start here.";
  const none = () => ({ state: 'none' }) as const;
  it('opens Electron without a problem, with the profile loaded, or with DISPATCH_START=electron', () => {
    expect(sandboxVerdict(undefined, none, {})).toEqual({ electron: true });
    expect(
      sandboxVerdict(
        problem,
        () => ({ state: 'loaded', name: 'dispatch-dev', file: '/etc/apparmor.d/dispatch-dev' }),
        {},
      ),
    ).toMatchObject({ electron: true, note: expect.stringContaining('dispatch-dev') });
    expect(sandboxVerdict(problem, none, { DISPATCH_START: 'electron' })).toMatchObject({ electron: true });
  });

  it('falls back to the browser host otherwise, naming a profile to load', () => {
    expect(sandboxVerdict(problem, none, {})).toEqual({ electron: false, why: problem });
    expect(
      sandboxVerdict(
        problem,
        () => ({ state: 'not-loaded', name: 'dispatch-dev', file: '/etc/apparmor.d/dispatch-dev' }),
        {},
      ),
    ).toEqual({
      electron: false,
      why: `${problem} The AppArmor profile dispatch-dev is written but not loaded: sudo apparmor_parser -r /etc/apparmor.d/dispatch-dev.`,
    });
  });
});
