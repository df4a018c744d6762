/**
 * The servers of the end-to-end run: ports and per-run tokens, fixed once when Playwright loads its
 * config (the config and the specs import this file, so both see the same values through the
 * environment it sets for the worker processes).
 */
import { randomBytes } from 'node:crypto';

const base = Number(process.env.E2E_PORT ?? 4517);

/** A token per run: set once in the config's process, inherited by the workers through the environment. */
function runToken(name: string): string {
  const variable = `E2E_TOKEN_${name.toUpperCase()}`;
  process.env[variable] ??= randomBytes(16).toString('hex');
  return process.env[variable];
}

/**
 * The browser hosts and the lab sandbox: `demo` and `walk` are alike (the embedded sandbox, market held
 * still), `walk` kept for the Romanian walker (language.spec.ts), which runs beside the other specs.
 */
export const e2eHosts = {
  demo: { url: `http://127.0.0.1:${base}`, port: base, token: runToken('demo') },
  walk: { url: `http://127.0.0.1:${base + 3}`, port: base + 3, token: runToken('walk') },
  lab: { url: `http://127.0.0.1:${base + 2}`, port: base + 2, token: runToken('lab') },
  sandbox: { url: `http://127.0.0.1:${base + 1}`, port: base + 1, token: '' },
} as const;

export type E2eHostName = 'demo' | 'lab' | 'walk';
