import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ALLOWED, scan, unexpectedFindings, type Finding } from './electronegativity';

const finding = (id: string, file: string, severity = 'MEDIUM'): Finding => ({
  id,
  file,
  severity: { name: severity },
  confidence: { name: 'FIRM' },
  location: { line: 1, column: 0 },
});

describe('Electronegativity gate', () => {
  it('passes the reviewed findings, up to their count', () => {
    const reviewed = ALLOWED.map((entry) => finding(entry.id, entry.file));
    expect(unexpectedFindings(reviewed, ALLOWED)).toEqual([]);
    const oneMore = finding('OPEN_EXTERNAL_JS_CHECK', 'electron/main.ts');
    expect(unexpectedFindings([...reviewed, oneMore], ALLOWED)).toEqual([oneMore]);
  });

  it('fails any other HIGH or MEDIUM finding, ignores LOW and informational ones', () => {
    const high = finding('NODE_INTEGRATION_JS_CHECK', 'electron/main.ts', 'HIGH');
    const elsewhere = finding('OPEN_EXTERNAL_JS_CHECK', 'electron/other.ts');
    const low = finding('CSP_GLOBAL_CHECK', 'renderer/index.html', 'LOW');
    expect(unexpectedFindings([high, elsewhere, low], ALLOWED)).toEqual([high, elsewhere]);
  });

  it('every allow-list entry says why', () => {
    for (const entry of ALLOWED) expect(entry.reason.length).toBeGreaterThan(40);
  });

  describe('on a window with Node and no isolation (fixture)', () => {
    const root = mkdtempSync(join(tmpdir(), 'dispatch-eng-fixture-'));
    afterAll(() => rmSync(root, { recursive: true, force: true }));

    it('finds the findings the gate fails: no isolation, no sandbox, navigation and permissions open', async () => {
      mkdirSync(join(root, 'electron'));
      mkdirSync(join(root, 'renderer'));
      writeFileSync(
        join(root, 'electron', 'main.ts'),
        `import { BrowserWindow } from 'electron';
const window = new BrowserWindow({ webPreferences: { nodeIntegration: true, contextIsolation: false, sandbox: false } });
window.loadURL('http://example.com/');
`,
      );
      writeFileSync(join(root, 'electron', 'main.test.ts'), 'export {};');
      writeFileSync(join(root, 'renderer', 'index.html'), '<!doctype html><title>x</title>');
      const result = await scan(root);
      const unexpected = unexpectedFindings(result.issues, ALLOWED).map((f) => f.id);
      expect(unexpected).toEqual(
        expect.arrayContaining([
          'CONTEXT_ISOLATION_JS_CHECK',
          'SANDBOX_JS_CHECK',
          'LIMIT_NAVIGATION_GLOBAL_CHECK',
          'PERMISSION_REQUEST_HANDLER_GLOBAL_CHECK',
        ]),
      );
      expect(result.issues.map((f) => f.file)).not.toContain('electron/main.test.ts');
    }, 30_000);
  });
});
