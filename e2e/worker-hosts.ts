/**
 * Starts one worker's servers (e2e/hosts.ts), as the `hosts` worker fixture of e2e/fixtures.ts does before
 * the worker's first test, and stops them after its last: the sandbox (control routes on, market held
 * still, no rate limit), the `demo` browser host with its embedded sandbox (market held still), and the
 * `lab` browser host pointed at the sandbox inside a private, unlocked keychain (build/with-keyring.ts), so
 * a key pasted in Settings is saved in a real Secret Service. The three start at once; settings go to
 * fresh folders, so each worker starts as a new user's first start.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { e2eHosts } from './hosts';
import { answering, startTsx, stop, TSX } from './private-lab';

/** The running servers of this worker. */
export interface WorkerHosts {
  /** Stops every server and removes the settings folders. */
  close(): Promise<void>;
}

/** How long a server may take to answer after its start: a minute on a busy 2-core machine. */
const START_MS = 90_000;

/** Starts this worker's servers and resolves once each answers; see the file comment. */
export async function startWorkerHosts(): Promise<WorkerHosts> {
  const { demo, lab, sandbox } = e2eHosts;
  const demoSettings = mkdtempSync(join(tmpdir(), 'dispatch-e2e-demo-'));
  const labSettings = mkdtempSync(join(tmpdir(), 'dispatch-e2e-lab-'));
  let printed = '';
  const keep = (text: string) => {
    printed = (printed + text).slice(-20_000);
  };
  const children = [
    startTsx(['sandbox/cli.ts', '--port', String(sandbox.port), '--rate-limit', '0'], keep),
    startTsx(
      [
        'electron/browser-host/cli.ts',
        '--port',
        String(demo.port),
        '--settings-dir',
        demoSettings,
        '--sandbox-tick',
        '0',
      ],
      keep,
      { DISPATCH_HOST_TOKEN: demo.token },
    ),
    startTsx(
      [
        'build/with-keyring.ts',
        TSX,
        'electron/browser-host/cli.ts',
        '--port',
        String(lab.port),
        '--settings-dir',
        labSettings,
        '--api',
        `${sandbox.url}/v1`,
      ],
      keep,
      { DISPATCH_HOST_TOKEN: lab.token },
    ),
  ];
  const close = async () => {
    await Promise.all(children.map((child) => stop(child)));
    for (const dir of [demoSettings, labSettings]) rmSync(dir, { recursive: true, force: true });
  };
  try {
    await Promise.all([
      answering(`${sandbox.url}/v1.json`, START_MS),
      answering(`${demo.url}/`, START_MS),
      answering(`${lab.url}/`, START_MS),
    ]);
  } catch (error) {
    await close();
    throw new Error(`The worker's servers did not start: ${String(error)}\n${printed}`);
  }
  return { close };
}
