import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SandboxClock } from './server/time/clock';
import { DIALECT_NAMES } from './server/dialects';
import { keyTable, parseCli, startupText } from './cli';

describe('parseCli', () => {
  it('reads the options, with defaults', () => {
    expect(parseCli(['--port', '0', '--seed', '7', '--scale', '20', '--rate-limit', '0'])).toMatchObject({
      port: 0,
      seed: 7,
      scale: 20,
      rateLimitPerMinute: 0,
      host: '127.0.0.1',
    });
    expect(parseCli([])).toMatchObject({ port: 4010, seed: 1, scale: 1, rateLimitPerMinute: 300 });
  });

  it('reads the market tick and the clock start (both off by default)', () => {
    expect(parseCli(['--tick', '0.5', '--clock', '2026-11-20T08:00:00Z'])).toMatchObject({
      tickSeconds: 0.5,
      clockStart: Date.parse('2026-11-20T08:00:00Z'),
    });
    expect(parseCli([])).toMatchObject({ tickSeconds: 0, clockStart: undefined });
    expect(parseCli(['--tick', '0']).tickSeconds).toBe(0);
  });

  it('reads --arrivals: uniform by default, decaying, nothing else', () => {
    expect(parseCli([]).arrivals).toBe('uniform');
    expect(parseCli(['--arrivals', 'decaying']).arrivals).toBe('decaying');
    expect(() => parseCli(['--arrivals', 'sometimes'])).toThrow(
      /--arrivals must be one of uniform, decaying/,
    );
  });

  it('reads --dialect: comma-separated, repeatable, none by default', () => {
    expect(parseCli([]).dialects).toEqual([]);
    expect(parseCli(['--dialect', 'bare-wrappers']).dialects).toEqual(['bare-wrappers']);
    expect(parseCli(['--dialect', 'all-nulls,bare-wrappers', '--dialect', 'error-codes']).dialects).toEqual([
      'bare-wrappers',
      'error-codes',
      'all-nulls',
    ]);
    expect(parseCli([`--dialect=${DIALECT_NAMES.join(',')}`]).dialects).toEqual([...DIALECT_NAMES]);
  });

  it('refuses an unknown dialect in one line naming every valid one', () => {
    let message = '';
    try {
      parseCli(['--dialect', 'bare-wrappers,soap']);
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toBe(`--dialect: "soap" is not a dialect; the dialects are ${DIALECT_NAMES.join(', ')}`);
  });

  it.each([
    [['--dialect', 'nope'], /^--dialect: "nope" is not a dialect; the dialects are bare-wrappers, /],
    [['--dialect', 'error-codes,'], /^--dialect: an empty name is not a dialect/],
    [['--dialect'], /argument missing/],
    [['--port', 'abc'], /--port must be a whole number/],
    [['--port', '70000'], /--port must be a whole number from 0 to 65535/],
    [['--scale', '0'], /--scale must be a number/],
    [['--rate-limit', '-1'], /--rate-limit/],
    [['--tick', 'often'], /--tick must be a number from 0 to 86400/],
    [['--tick', '0.01'], /--tick must be 0 \(off\) or from 0.05/],
    [['--clock', '2026-11-20'], /--clock must be an ISO date-time with a zone/],
    [['--clock', 'soon'], /--clock must be an ISO date-time/],
    [['--colour', 'blue'], /Unknown option '--colour'/],
    [['stray'], /positional/i],
  ])('refuses %j', (args, message) => {
    expect(() => parseCli(args)).toThrow(message);
  });
});

describe('keyTable', () => {
  it('prints one aligned row per demo key', () => {
    const table = keyTable({
      demoKeys: [
        {
          account: 'shipper',
          label: 'Shipper',
          description: '',
          key: 'test_fx_A',
          permissions: ['listings:read'],
          revoked: false,
        },
        {
          account: 'revoked',
          label: 'Revoked',
          description: '',
          key: 'test_fx_B',
          permissions: [],
          revoked: true,
        },
      ],
    });
    const lines = table.split('\n');
    expect(lines).toHaveLength(3);
    expect(lines[1]).toMatch(/^shipper\s+test_fx_A\s+listings:read\s+active$/);
    expect(lines[2]).toMatch(/^revoked\s+test_fx_B\s+-\s+revoked$/);
    expect(lines[1]!.indexOf('test_fx_A')).toBe(lines[0]!.indexOf('key'));
  });
});

describe('startupText', () => {
  it('prints the base URL, the clock, the tick and every control route', () => {
    const sandbox = {
      apiBaseUrl: 'http://127.0.0.1:4010/v1',
      origin: 'http://127.0.0.1:4010',
      demoKeys: [],
      clock: new SandboxClock({ base: () => Date.parse('2026-11-20T08:00:00Z') }),
    };
    const text = startupText(sandbox, { seed: 2, scale: 1, tickSeconds: 30 }, 812);
    expect(text).toMatch(/^Freight Exchange sandbox \(seed 2, scale 1\) ready in 812 ms$/m);
    expect(text).toContain('API base URL: http://127.0.0.1:4010/v1');
    expect(text).toContain('Clock:        2026-11-20T08:00:00.000Z; a market step every 30 s');
    for (const route of [
      '/_sandbox/listings',
      '/_sandbox/clock/advance',
      '/_sandbox/market/step',
      '/_sandbox/faults',
    ]) {
      expect(text).toContain(route);
    }
    expect(startupText(sandbox, { seed: 2, scale: 1, tickSeconds: 0 }, 1)).toContain('market steps off');
  });

  it('prints the dialects in force, or that the answers are the standard ones', () => {
    const sandbox = {
      apiBaseUrl: 'http://127.0.0.1:4010/v1',
      origin: 'http://127.0.0.1:4010',
      demoKeys: [],
      clock: new SandboxClock({ base: () => Date.parse('2026-11-20T08:00:00Z') }),
    };
    const options = { seed: 1, scale: 1, tickSeconds: 0 };
    expect(startupText(sandbox, options, 1)).toMatch(/^Dialects: +none, the standard answers/m);
    expect(startupText(sandbox, { ...options, dialects: [] }, 1)).toMatch(/^Dialects: +none/m);
    const text = startupText(sandbox, { ...options, dialects: ['bare-wrappers', 'all-nulls'] }, 1);
    expect(text).toMatch(
      /^Dialects: +bare-wrappers, all-nulls \(answers differ from docs\/api\.md on purpose\)$/m,
    );
  });
});

describe('npm run sandbox', () => {
  it('exits 2 with one clear line for a bad argument', async () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(process.execPath, [tsx, cli, '--port', 'nope'], (error, _stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stderr }),
      );
    });
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(
      'sandbox: --port must be a whole number from 0 to 65535, not "nope"',
    );
  }, 15_000);

  it('exits 2 with one line naming the valid dialects for an unknown one', async () => {
    const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
    const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));
    const result = await new Promise<{ code: number | null; stderr: string }>((resolve) => {
      execFile(process.execPath, [tsx, cli, '--dialect', 'bare-wrappers,xml'], (error, _stdout, stderr) =>
        resolve({ code: error ? (error.code as number) : 0, stderr }),
      );
    });
    expect(result.code).toBe(2);
    expect(result.stderr.split('\n')[0]).toBe(
      `sandbox: --dialect: "xml" is not a dialect; the dialects are ${DIALECT_NAMES.join(', ')}`,
    );
    expect(result.stderr).toMatch(/\[--dialect NAME\[,NAME\]/);
  }, 15_000);
});
