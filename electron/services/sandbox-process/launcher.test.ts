/**
 * The embedded sandbox in a process of its own: started for real over Node's fork (the browser host's
 * way; Electron's utilityProcess fits the same `ForkChild`), and every way a child can fail to start.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startSandboxProcess, type ForkChild, type SandboxChild } from './launcher';
import { forkWithNode } from './node-fork';

const scratch = mkdtempSync(join(tmpdir(), 'dispatch-sandbox-process-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Whether a process with this pid still runs. */
function running(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** A ForkChild running a tiny real Node script instead of the sandbox. */
function forkScript(source: string): ForkChild {
  const file = join(scratch, `child-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, source);
  return (args) => {
    const child = fork(file, args, { stdio: 'ignore' });
    return {
      postMessage: (message) => child.connected && child.send(message as object),
      onMessage: (listener) => child.on('message', listener),
      onExit: (listener) => child.once('exit', (code) => listener(code)),
      kill: () => child.kill('SIGKILL'),
    };
  };
}

/** A child that is only an object: it records what it was told and says what the test makes it say. */
function fakeChild() {
  const listeners: { message?: (m: unknown) => void; exit?: (code: number | null) => void } = {};
  const child: SandboxChild & { killed: boolean; say(m: unknown): void } = {
    killed: false,
    postMessage: () => undefined,
    onMessage: (listener) => (listeners.message = listener),
    onExit: (listener) => (listeners.exit = listener),
    kill: () => {
      child.killed = true;
      listeners.exit?.(null);
    },
    say: (m) => listeners.message?.(m),
  };
  return child;
}

describe('the embedded sandbox in its own process', () => {
  it('starts the real sandbox, answers with a demo key, and leaves no process once closed', async () => {
    let child: SandboxChild | undefined;
    const sandbox = await startSandboxProcess((args) => (child = forkWithNode(args)), { tickSeconds: 0 });
    expect(sandbox.apiBaseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const shipper = sandbox.demoKeys.find((key) => key.account === 'shipper')!;
    const answer = await fetch(`${sandbox.apiBaseUrl}/listings/mine?limit=1`, {
      headers: { authorization: `Bearer ${shipper.key}` },
    });
    expect(answer.status).toBe(200);
    expect(((await answer.json()) as { data: unknown[] }).data).toHaveLength(1);
    const pid = child!.pid!;
    expect(running(pid)).toBe(true);
    expect(sandbox.isAlive?.()).toBe(true);
    await sandbox.close();
    expect(sandbox.isAlive?.()).toBe(false);
    expect(running(pid)).toBe(false);
    await expect(fetch(`${sandbox.apiBaseUrl}/listings`)).rejects.toThrow();
  });

  it('says so when the child ends before it is ready', async () => {
    await expect(startSandboxProcess(forkScript('process.exit(3);'), { tickSeconds: 0 })).rejects.toThrow(
      "The embedded sandbox's process ended before it was ready (exit code 3).",
    );
  });

  it('passes on the sentence of a child that could not start', async () => {
    const script = forkScript(
      `process.send({ type: 'failed', message: 'listen EADDRINUSE 127.0.0.1' }); setInterval(() => {}, 1000);`,
    );
    await expect(startSandboxProcess(script, { tickSeconds: 0 })).rejects.toThrow(
      'listen EADDRINUSE 127.0.0.1',
    );
  });

  it('kills a child that sends something that is not a message of ours', async () => {
    const child = fakeChild();
    const started = startSandboxProcess(() => child, { tickSeconds: 0 });
    child.say({ type: 'ready', apiBaseUrl: 'http://evil.example/v1', demoKeys: [] });
    await expect(started).rejects.toThrow('sent something that is not a message of ours');
    expect(child.killed).toBe(true);
  });

  it('kills a child that says nothing in time', async () => {
    const child = fakeChild();
    await expect(startSandboxProcess(() => child, { tickSeconds: 0, startTimeoutMs: 50 })).rejects.toThrow(
      'The embedded sandbox did not start within 50 ms.',
    );
    expect(child.killed).toBe(true);
  });

  it('forks with the market tick it is given', async () => {
    const child = fakeChild();
    const seen: string[][] = [];
    const started = startSandboxProcess(
      (args) => {
        seen.push(args);
        return child;
      },
      { tickSeconds: 120 },
    );
    child.say({ type: 'ready', apiBaseUrl: 'http://127.0.0.1:4010/v1', demoKeys: [] });
    await started;
    expect(seen).toEqual([['120']]);
  });
});

describe('where the child is', () => {
  it('runs child.ts through tsx from the sources, the bundle beside main.mjs once built', async () => {
    const { childEntry } = await import('./node-fork');
    expect(childEntry('file:///repo/electron/services/sandbox-process/node-fork.ts')).toEqual({
      path: '/repo/electron/services/sandbox-process/child.ts',
      execArgv: ['--import', 'tsx'],
      cwd: '/repo/',
    });
    expect(childEntry('file:///app/dist/electron/main.mjs').path).toBe(
      '/app/dist/electron/sandbox-process.mjs',
    );
    expect(childEntry('file:///app/dist/electron/chunks/services-AB12.mjs').path).toBe(
      '/app/dist/electron/sandbox-process.mjs',
    );
  });
});
