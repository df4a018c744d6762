import { describe, expect, it } from 'vitest';
import { chromeSandboxProblem, USERNS_RESTRICTION, type SandboxReaders } from './chrome-sandbox';

const BINARY = '/home/jane/dispatch/node_modules/electron/dist/electron';
const HELPER = '/home/jane/dispatch/node_modules/electron/dist/chrome-sandbox';

/** Readers over a fake file system: `files` by path (text), `stats` by path. */
function fakeFs(restriction: string | undefined, helper: { uid: number; mode: number } | undefined) {
  const readers: SandboxReaders = {
    readText: (path) => (path === USERNS_RESTRICTION ? restriction : undefined),
    stat: (path) => (path === HELPER ? helper : undefined),
  };
  return readers;
}

/** As npm installs it: the user's file, rwxr-xr-x. */
const AS_INSTALLED = { uid: 1000, mode: 0o100755 };
/** After `sudo chown root:root` and `sudo chmod 4755`. */
const FIXED = { uid: 0, mode: 0o104755 };

describe('npm start: will Chromium’s sandbox start on Linux?', () => {
  it('names the problem and the fix in one line: AppArmor restricts user namespaces, helper not setuid root', () => {
    const line = chromeSandboxProblem(BINARY, 'linux', fakeFs('1\n', AS_INSTALLED));
    expect(line).toBeDefined();
    expect(line).not.toContain('\n');
    expect(line).toContain(USERNS_RESTRICTION);
    expect(line).toContain(`sudo chown root:root '${HELPER}' && sudo chmod 4755 '${HELPER}'`);
  });

  it('is fine once the helper is owned by root with mode 4755', () => {
    expect(chromeSandboxProblem(BINARY, 'linux', fakeFs('1\n', FIXED))).toBeUndefined();
  });

  it('still objects to a root-owned helper without the setuid bit, or a setuid helper not owned by root', () => {
    expect(chromeSandboxProblem(BINARY, 'linux', fakeFs('1', { uid: 0, mode: 0o100755 }))).toBeDefined();
    expect(chromeSandboxProblem(BINARY, 'linux', fakeFs('1', { uid: 1000, mode: 0o104755 }))).toBeDefined();
    expect(chromeSandboxProblem(BINARY, 'linux', fakeFs('1', { uid: 0, mode: 0o104750 }))).toBeDefined();
  });

  it('is fine where user namespaces are not restricted: the switch is 0 or absent', () => {
    expect(chromeSandboxProblem(BINARY, 'linux', fakeFs('0\n', AS_INSTALLED))).toBeUndefined();
    expect(chromeSandboxProblem(BINARY, 'linux', fakeFs(undefined, AS_INSTALLED))).toBeUndefined();
  });

  it('says so when the helper is missing, with npm ci first', () => {
    const line = chromeSandboxProblem(BINARY, 'linux', fakeFs('1', undefined));
    expect(line).toContain(`${HELPER} is missing`);
    expect(line).toContain('npm ci');
  });

  it('never objects on macOS or Windows', () => {
    for (const platform of ['darwin', 'win32'] as const) {
      expect(chromeSandboxProblem(BINARY, platform, fakeFs('1', AS_INSTALLED))).toBeUndefined();
    }
  });

  it('quotes a path with a space or a quote as one shell word', () => {
    const binary = "/home/Jane O'Doe/app/node_modules/electron/dist/electron";
    const helper = "/home/Jane O'Doe/app/node_modules/electron/dist/chrome-sandbox";
    const readers: SandboxReaders = {
      readText: () => '1',
      stat: (path) => (path === helper ? AS_INSTALLED : undefined),
    };
    expect(chromeSandboxProblem(binary, 'linux', readers)).toContain(
      `sudo chmod 4755 '/home/Jane O'\\''Doe/app/node_modules/electron/dist/chrome-sandbox'`,
    );
  });
});
