/**
 * `npm run sandbox -- [--port P] [--seed N] [--scale K] [--rate-limit N] [--host H]`: starts the sandbox
 * and prints its base URL and demo test keys. Bad arguments: one line on stderr, exit code 2.
 * SIGINT/SIGTERM close it.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startSandbox, type RunningSandbox } from './index';

const USAGE =
  'usage: npm run sandbox -- [--port P (default 4010, 0 = any free)] [--seed N (default 1)] [--scale K (default 1)] [--rate-limit N (per minute per holder, default 300, 0 = off)] [--host H (default 127.0.0.1)]';

/** Parsed command line. */
export interface CliOptions {
  port: number;
  seed: number;
  scale: number;
  rateLimitPerMinute: number;
  host: string;
  help: boolean;
}

/**
 * Parses the command line (without `node` and the script).
 * @throws Error with a one-line message for an unknown option, a missing value or a value out of range
 */
export function parseCli(args: string[]): CliOptions {
  const { values } = parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      port: { type: 'string' },
      seed: { type: 'string' },
      scale: { type: 'string' },
      'rate-limit': { type: 'string' },
      host: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  return {
    port: integer('--port', values.port, 4010, 0, 65535),
    seed: integer('--seed', values.seed, 1, 0, 2 ** 31 - 1),
    scale: number('--scale', values.scale, 1, 0.01, 100),
    rateLimitPerMinute: integer('--rate-limit', values['rate-limit'], 300, 0, 1_000_000),
    host: values.host ?? '127.0.0.1',
    help: values.help ?? false,
  };
}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isSafeInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be a whole number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

function number(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined) return fallback;
  const value = /^\d+(\.\d+)?$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isFinite(value) || value < min || value > max) {
    throw new Error(`${name} must be a number from ${min} to ${max}, not "${raw}"`);
  }
  return value;
}

/** The demo keys as a small fixed-width table. */
export function keyTable(sandbox: Pick<RunningSandbox, 'demoKeys'>): string {
  const rows = sandbox.demoKeys.map((k) => [
    k.account,
    k.key,
    k.permissions.join(',') || '-',
    k.revoked ? 'revoked' : 'active',
  ]);
  const all = [['account', 'key', 'permissions', 'state'], ...rows];
  const widths = all[0]!.map((_, i) => Math.max(...all.map((r) => r[i]!.length)));
  return all
    .map((r) =>
      r
        .map((cell, i) => cell.padEnd(widths[i]!))
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}

async function main(): Promise<void> {
  let options: CliOptions;
  try {
    options = parseCli(process.argv.slice(2));
  } catch (error) {
    process.stderr.write(`sandbox: ${(error as Error).message.split('\n')[0]}\n${USAGE}\n`);
    process.exit(2);
  }
  if (options.help) {
    process.stdout.write(`${USAGE}\n`);
    return;
  }
  const started = performance.now();
  let sandbox: RunningSandbox;
  try {
    sandbox = await startSandbox({
      host: options.host,
      port: options.port,
      seed: options.seed,
      scale: options.scale,
      rateLimitPerMinute: options.rateLimitPerMinute,
    });
  } catch (error) {
    process.stderr.write(`sandbox: could not start: ${(error as Error).message.split('\n')[0]}\n`);
    process.exit(1);
  }
  const ms = Math.round(performance.now() - started);
  process.stdout.write(
    `Freight Exchange sandbox (seed ${options.seed}, scale ${options.scale}) ready in ${ms} ms\n` +
      `API base URL: ${sandbox.apiBaseUrl}\nOpenAPI:      ${sandbox.origin}/v1.json\n\n` +
      `Demo test keys:\n${keyTable(sandbox)}\n\nCtrl+C stops it.\n`,
  );
  let closing = false;
  const stop = (): void => {
    if (closing) return;
    closing = true;
    sandbox.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  void main();
}
