/**
 * `npm run sandbox -- [--port P] [--seed N] [--scale K] [--tick S] [--clock ISO] [--rate-limit N]
 * [--host H] [--dialect NAME[,NAME]] [--arrivals uniform|decaying]`: starts the sandbox and prints its base URL, the dialects in
 * force, the control routes and the demo test keys. Bad arguments: one line on stderr, exit code 2.
 * SIGINT/SIGTERM close it.
 */
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { startSandbox, type RunningSandbox } from './index';
import { instantOf } from './server/time/clock';
import { DIALECT_NAMES, dialectHelp, parseDialects, type DialectName } from './server/dialects';
import { MIN_TICK_SECONDS } from './server/time/market-motion';
import { OFFER_ARRIVALS, type OfferArrivals } from './market/steps';

const USAGE =
  'usage: npm run sandbox -- [--port P (default 4010, 0 = any free)] [--seed N (default 1)] [--scale K (default 1)] [--tick S (a market step every S seconds, default 0 = off)] [--clock ISO (start the sandbox clock there, e.g. 2026-11-20T08:00:00Z; default now)] [--rate-limit N (per minute per holder, default 300, 0 = off)] [--host H (default 127.0.0.1)] ' +
  `[--dialect NAME[,NAME] (answer like another exchange: ${DIALECT_NAMES.join(', ')}; default none)] ` +
  '[--arrivals uniform|decaying (which listing of the demo shipper a step offers on: any alike, or mostly those published in the last hours; default uniform)]';

/** The control routes, as the startup text lists them (docs/api.md §Outside /v1). */
export const CONTROL_ROUTES: readonly string[] = [
  'GET    /_sandbox/keys',
  'POST   /_sandbox/listings                 {...listing fields}',
  'POST   /_sandbox/listings/{ref}/status    { status }',
  'POST   /_sandbox/listings/{ref}/stage     { stage }',
  'POST   /_sandbox/vehicles                 {...vehicle fields}',
  'POST   /_sandbox/vehicles/{id}/status     { status }',
  'POST   /_sandbox/offers                   { listingRef, ...offer fields }',
  'POST   /_sandbox/offers/{id}/status       { status }',
  'GET    /_sandbox/clock',
  'POST   /_sandbox/clock/advance            { seconds }',
  'POST   /_sandbox/market/step              { count? }',
  'GET|POST|DELETE /_sandbox/faults          { latencyMs?, errorRate?, dropConnectionRate?, malformedJsonRate?, force429? }',
  'GET|DELETE /_sandbox/requests             (/v1 requests per holder and minute; DELETE resets)',
];

/** Parsed command line. */
export interface CliOptions {
  port: number;
  seed: number;
  scale: number;
  /** Seconds between market steps; 0 = off. */
  tickSeconds: number;
  /** Where the sandbox clock starts, ms since epoch; undefined = now. */
  clockStart: number | undefined;
  rateLimitPerMinute: number;
  host: string;
  /** `--dialect`, which may be repeated and holds comma-separated names; empty = standard answers. */
  dialects: DialectName[];
  /** `--arrivals`: how a step's offer chooses the demo shipper's listing (market/steps.ts `OfferArrivals`). */
  arrivals: OfferArrivals;
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
      tick: { type: 'string' },
      clock: { type: 'string' },
      'rate-limit': { type: 'string' },
      host: { type: 'string' },
      dialect: { type: 'string', multiple: true },
      arrivals: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  return {
    port: integer('--port', values.port, 4010, 0, 65535),
    seed: integer('--seed', values.seed, 1, 0, 2 ** 31 - 1),
    scale: number('--scale', values.scale, 1, 0.01, 100),
    tickSeconds: tick(values.tick),
    clockStart: clockStart(values.clock),
    rateLimitPerMinute: integer('--rate-limit', values['rate-limit'], 300, 0, 1_000_000),
    host: values.host ?? '127.0.0.1',
    dialects: dialectOption(values.dialect),
    arrivals: arrivalsOption(values.arrivals),
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

function tick(raw: string | undefined): number {
  const value = number('--tick', raw, 0, 0, 86_400);
  if (value !== 0 && value < MIN_TICK_SECONDS) {
    throw new Error(`--tick must be 0 (off) or from ${MIN_TICK_SECONDS} to 86400 seconds, not "${raw}"`);
  }
  return value;
}

function dialectOption(raw: string[] | undefined): DialectName[] {
  try {
    return parseDialects(raw ?? []);
  } catch (error) {
    throw new Error(`--dialect: ${(error as Error).message}`);
  }
}

function arrivalsOption(raw: string | undefined): OfferArrivals {
  if (raw === undefined) return 'uniform';
  const found = OFFER_ARRIVALS.find((name) => name === raw);
  if (!found) throw new Error(`--arrivals must be one of ${OFFER_ARRIVALS.join(', ')}, not "${raw}"`);
  return found;
}

function clockStart(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  try {
    return instantOf(raw);
  } catch {
    throw new Error(`--clock must be an ISO date-time with a zone, e.g. 2026-11-20T08:00:00Z, not "${raw}"`);
  }
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

/**
 * What the CLI prints once the sandbox listens: base URL, OpenAPI address, clock and tick, the
 * dialects in force (none when `options.dialects` is absent or empty), the control routes, the demo
 * keys. `ms`: the startup time.
 */
export function startupText(
  sandbox: Pick<RunningSandbox, 'apiBaseUrl' | 'origin' | 'demoKeys' | 'clock'>,
  options: Pick<CliOptions, 'seed' | 'scale' | 'tickSeconds'> & Partial<Pick<CliOptions, 'dialects'>>,
  ms: number,
): string {
  const ticking =
    options.tickSeconds > 0 ? `a market step every ${options.tickSeconds} s` : 'market steps off (--tick S)';
  const dialects = options.dialects ?? [];
  const speaking =
    dialects.length > 0
      ? `${dialects.join(', ')} (answers differ from docs/api.md on purpose)`
      : 'none, the standard answers (--dialect NAME[,NAME] answers like another exchange)';
  return (
    `Freight Exchange sandbox (seed ${options.seed}, scale ${options.scale}) ready in ${ms} ms\n` +
    `API base URL: ${sandbox.apiBaseUrl}\nOpenAPI:      ${sandbox.origin}/v1.json\n` +
    `Clock:        ${new Date(sandbox.clock.now()).toISOString()}; ${ticking}\n` +
    `Dialects:     ${speaking}\n\n` +
    `Control routes (JSON, on ${sandbox.origin}):\n${CONTROL_ROUTES.map((r) => `  ${r}`).join('\n')}\n\n` +
    `Demo test keys:\n${keyTable(sandbox)}\n\nCtrl+C stops it.\n`
  );
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
    process.stdout.write(
      `${USAGE}\n\nDialects (--dialect NAME[,NAME]; none by default):\n${dialectHelp()}\n`,
    );
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
      tickSeconds: options.tickSeconds,
      startAt: options.clockStart,
      rateLimitPerMinute: options.rateLimitPerMinute,
      dialects: options.dialects,
      arrivals: options.arrivals,
    });
  } catch (error) {
    process.stderr.write(`sandbox: could not start: ${(error as Error).message.split('\n')[0]}\n`);
    process.exit(1);
  }
  const ms = Math.round(performance.now() - started);
  process.stdout.write(startupText(sandbox, options, ms));
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
