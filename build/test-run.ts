/**
 * `npm test`: the project's whole test run, phase by phase, failing fast (issue 47, docs/benchmarks.md
 * §The CI's length):
 * 1. `check-system`: what the machine lacks, in one line each (build/check-system.ts);
 * 2. `checks`: lint, types, formatting, knip, electronegativity, i18n, the API types and the renderer's
 *    build, two at a time (package.json `checks`);
 * 3. `unit`: Vitest, every project;
 * 4. `e2e`: Playwright, only when everything before passed.
 * At its end, pass or fail, it prints the seconds each phase took and the 15 slowest Vitest files and
 * Playwright specs (from their JSON reports in `.test-times/`), so every CI log carries its own figures.
 * Exits with the first failing phase's code. No speed is asserted here.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
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

const PHASES: Phase[] = [
  { name: 'check-system', command: ['npx', 'tsx', 'build/check-system.ts'] },
  { name: 'checks', command: ['npm', 'run', '--silent', 'checks'] },
  {
    name: 'unit',
    command: [
      'npx',
      'vitest',
      'run',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${VITEST_JSON}`,
    ],
  },
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_FILE: PLAYWRIGHT_JSON },
  },
];

/** Runs `command` with the terminal's output; resolves to its exit code. */
function run(command: string[], env: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command[0]!, command.slice(1), {
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
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
  mkdirSync(TIMES_DIR, { recursive: true });
  const times: [string, number][] = [];
  let failed = 0;
  for (const phase of PHASES) {
    const started = performance.now();
    const code = await run(phase.command, phase.env);
    times.push([
      phase.name + (code === 0 ? '' : ` (failed, exit ${code})`),
      (performance.now() - started) / 1000,
    ]);
    if (code !== 0) {
      failed = code;
      break;
    }
  }
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
