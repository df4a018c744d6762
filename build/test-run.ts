/**
 * `npm test`: the project's whole test run, phase by phase, failing fast (issue 47, docs/benchmarks.md
 * §The CI's length):
 * 1. `check-system`: what the machine lacks, in one line each (build/check-system.ts);
 * 2. `checks`: lint, types, formatting, knip, electronegativity, i18n, the API types and the renderer's
 *    build, two at a time (package.json `checks`);
 * 3. `unit`: Vitest, every project, once the checks passed;
 * 4. `e2e`: Playwright, once the unit tests passed.
 *    `TEST_OVERLAP=1` runs the two side by side instead (each line prefixed `[unit]` or `[e2e]`, the
 *    end-to-end run stopped when a unit test fails). It is not the default: on the 2-core machine the
 *    two together took longer than one after the other, the unit tests starved (a 30 s test took 190 s;
 *    docs/benchmarks.md §The CI's length).
 * At its end, pass or fail, it prints the seconds each phase took and the 15 slowest Vitest files and
 * Playwright specs (from their JSON reports in `.test-times/`), so every CI log carries its own figures.
 * Exits with the first failing phase's code. No speed is asserted here.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';

/** Where the JSON reports go (ignored by git). */
const TIMES_DIR = '.test-times';
const VITEST_JSON = join(TIMES_DIR, 'vitest.json');
const PLAYWRIGHT_JSON = join(TIMES_DIR, 'playwright.json');

/** One phase: its name, the command, and its environment's additions. */
interface Phase {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

const CHECK_SYSTEM: Phase = { name: 'check-system', command: ['npx', 'tsx', 'build/check-system.ts'] };
const CHECKS: Phase = { name: 'checks', command: ['npm', 'run', '--silent', 'checks'] };
const UNIT: Phase = {
  name: 'unit',
  command: [
    'node_modules/.bin/vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${VITEST_JSON}`,
  ],
};
const E2E: Phase = {
  name: 'e2e',
  command: ['node_modules/.bin/playwright', 'test', '--reporter=list,json'],
  env: { PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_JSON },
};

/** A phase under way: its exit code once it ends, and how to stop it early. */
interface Running {
  done: Promise<number>;
  /** Asks the phase to stop (SIGINT: Playwright then stops its workers and their servers). */
  stop(): void;
}

/**
 * Starts `phase`; with a `prefix`, each line it prints is prefixed (two phases printing at once stay
 * readable), else its output goes to the terminal as it is.
 */
function start(phase: Phase, prefix?: string): Running {
  const child = spawn(phase.command[0]!, phase.command.slice(1), {
    stdio: prefix ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    env: { ...process.env, ...phase.env },
  });
  if (prefix) {
    for (const [stream, sink] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let rest = '';
      stream?.on('data', (chunk: Buffer) => {
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines) sink.write(`${prefix} ${line}\n`);
      });
      stream?.on('end', () => rest && sink.write(`${prefix} ${rest}\n`));
    }
  }
  const done = new Promise<number>((resolve) =>
    child.on('close', (code, signal) => resolve(code ?? (signal ? 1 : 0))),
  );
  return { done, stop: () => child.kill('SIGINT') };
}

/** `[name, seconds]` rows, slowest first, at most `count`. */
function slowest(rows: [string, number][], count = 15): [string, number][] {
  return rows.sort((a, b) => b[1] - a[1]).slice(0, count);
}

/** The Vitest files' durations in s, from its JSON report (`testResults[].startTime/endTime`, ms). */
function vitestFiles(report: unknown): [string, number][] {
  const results = (report as { testResults?: { name: string; startTime: number; endTime: number }[] })
    .testResults;
  return (results ?? []).map((file) => [
    file.name.replace(`${process.cwd()}/`, ''),
    (file.endTime - file.startTime) / 1000,
  ]);
}

/** Playwright's suites as its JSON report nests them. */
interface PlaywrightSuite {
  file?: string;
  suites?: PlaywrightSuite[];
  specs?: { tests: { results: { duration: number }[] }[] }[];
}

/** Each Playwright spec file's summed test durations in s, from its JSON report (ms per result). */
function playwrightSpecs(report: unknown): [string, number][] {
  const totals = new Map<string, number>();
  const visit = (suite: PlaywrightSuite, file: string | undefined) => {
    const here = suite.file ?? file ?? '?';
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        for (const result of test.results) totals.set(here, (totals.get(here) ?? 0) + result.duration / 1000);
      }
    }
    for (const child of suite.suites ?? []) visit(child, here);
  };
  for (const suite of (report as { suites?: PlaywrightSuite[] }).suites ?? []) visit(suite, undefined);
  return [...totals];
}

function readJson(path: string): unknown {
  if (!existsSync(path)) return null;
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return null;
  }
}

function printTable(title: string, rows: [string, number][]) {
  if (rows.length === 0) return;
  console.log(`\n${title}`);
  for (const [name, seconds] of rows) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
}

async function main() {
  rmSync(TIMES_DIR, { recursive: true, force: true });
  mkdirSync(TIMES_DIR, { recursive: true });
  const times: [string, number][] = [];
  const started = performance.now();
  /** Runs `phase` alone; notes its time; resolves to its exit code. */
  const alone = async (phase: Phase) => {
    const began = performance.now();
    const code = await start(phase).done;
    note(phase, code, began);
    return code;
  };
  const note = (phase: Phase, code: number, began: number) =>
    times.push([
      phase.name + (code === 0 ? '' : ` (failed, exit ${code})`),
      (performance.now() - began) / 1000,
    ]);

  let failed = (await alone(CHECK_SYSTEM)) || (await alone(CHECKS));
  if (!failed && process.env.TEST_OVERLAP !== '1') {
    failed = (await alone(UNIT)) || (await alone(E2E));
  } else if (!failed) {
    const began = performance.now();
    const unit = start(UNIT, '[unit]');
    const e2e = start(E2E, '[e2e]');
    const unitCode = await unit.done;
    note(UNIT, unitCode, began);
    // fail fast: a unit test failed, so the end-to-end run stops now
    if (unitCode !== 0) e2e.stop();
    const e2eCode = await e2e.done;
    note(E2E, e2eCode, began);
    failed = unitCode || e2eCode;
  }
  times.push(['in all', (performance.now() - started) / 1000]);
  console.log('\n== npm test: phase times ==');
  for (const [name, seconds] of times) console.log(`  ${seconds.toFixed(1).padStart(7)} s  ${name}`);
  const vitest = readJson(VITEST_JSON);
  if (vitest) printTable('The 15 slowest Vitest files (s, in their worker):', slowest(vitestFiles(vitest)));
  const playwright = readJson(PLAYWRIGHT_JSON);
  if (playwright)
    printTable('The 15 slowest Playwright specs (s, tests summed):', slowest(playwrightSpecs(playwright)));
  process.exit(failed);
}

await main();
