import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { holdKeysOf } from '../services/keys/held-keys';
import { encodedForms } from '../services/keys/scrub';
import { LOG_FILE_MAX_BYTES, openLogFile } from './log-file';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-log-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('the main log file', () => {
  it('appends one timestamped line per message, creating its folder', () => {
    const log = openLogFile(join(dir, 'logs'), () => Date.UTC(2026, 10, 23, 9, 30));
    log.write('Dispatch refused a call from https://evil.example.');
    log.write('two\nlines');
    expect(readFileSync(log.path, 'utf8')).toBe(
      '2026-11-23T09:30:00.000Z Dispatch refused a call from https://evil.example.\n' +
        '2026-11-23T09:30:00.000Z two lines\n',
    );
  });

  it('starts a new file past its size, keeping the last one as main.old.log', () => {
    const log = openLogFile(dir);
    writeFileSync(log.path, 'x'.repeat(LOG_FILE_MAX_BYTES + 1));
    log.write('after');
    expect(readFileSync(log.path, 'utf8')).toMatch(/ after\n$/);
    expect(readFileSync(join(dir, 'main.old.log'), 'utf8')).toHaveLength(LOG_FILE_MAX_BYTES + 1);
  });

  it('writes no run of 8 characters of a key the main process holds, only its last 4', () => {
    const key = 'fx_live_' + 'Lq3Vb8Nz5Xc1Rt7Kw2Ym9Hp4Gd6Fs0Aj';
    const release = holdKeysOf(() => [key]);
    try {
      const log = openLogFile(dir, () => 0);
      log.write(`The exchange answered: Authorization: Bearer ${key} and again ${key.slice(12, 30)}`);
      expect(readFileSync(log.path, 'utf8')).toBe(
        '1970-01-01T00:00:00.000Z The exchange answered: Authorization: Bearer [key …s0Aj] and again [key …s0Aj]\n',
      );
    } finally {
      release();
    }
  });

  it('writes no form of a key either: upper-cased, hex, percent-encoded wholly or in part, base64(url), backwards', () => {
    const key = 'test_fx_' + 'Lq3Vb8Nz5Xc1Rt7Kw2Ym9Hp4Gd6Fs0Aj';
    const bytes = Buffer.from(key);
    const forms = [
      key.toUpperCase(),
      bytes.toString('hex').toUpperCase(),
      [...bytes].map((b) => `%${b.toString(16)}`).join(''),
      [...key].map((c, i) => (i % 4 === 1 ? `%${c.charCodeAt(0).toString(16).toUpperCase()}` : c)).join(''),
      Buffer.concat([Buffer.from('u:'), bytes]).toString('base64'),
      Buffer.concat([Buffer.from('x'), bytes]).toString('base64url'),
      [...key].reverse().join(''),
    ];
    const release = holdKeysOf(() => [key]);
    try {
      const log = openLogFile(dir, () => 0);
      for (const form of forms) log.write(`The exchange answered: ${form} (request r-1)`);
      const text = readFileSync(log.path, 'utf8').toLowerCase();
      const runs = [...forms, ...encodedForms(key)].flatMap((form) =>
        Array.from({ length: Math.max(0, form.length - 16) }, (_, i) =>
          form.slice(i + 2, i + 14).toLowerCase(),
        ),
      );
      expect(runs.filter((run) => text.includes(run))).toEqual([]);
      expect(text.split('\n').filter((line) => line.includes('[key …s0aj]'))).toHaveLength(forms.length);
    } finally {
      release();
    }
  });

  it('never throws when it cannot write', () => {
    writeFileSync(join(dir, 'not-a-folder'), '');
    const log = openLogFile(join(dir, 'not-a-folder', 'logs'));
    expect(() => log.write('lost')).not.toThrow();
    expect(existsSync(log.path)).toBe(false);
  });
});
