import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { keyTable, parseCli } from './cli';

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

  it.each([
    [['--port', 'abc'], /--port must be a whole number/],
    [['--port', '70000'], /--port must be a whole number from 0 to 65535/],
    [['--scale', '0'], /--scale must be a number/],
    [['--rate-limit', '-1'], /--rate-limit/],
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
});
