/**
 * The embedded sandbox's own process (bundled to `dist/electron/sandbox-process.mjs`): starts the
 * sandbox as the app needs it (127.0.0.1 on a free port, answering only its own loopback Host, its
 * `/_sandbox` control routes off, the market stepping every `argv[2]` seconds; docs/api.md §Outside
 * /v1) and tells its parent `ready` with its v1 root and demo keys, or `failed` with the sentence. Its
 * market generation and every request then run here, never on the app's main (UI) thread.
 *
 * Its parent is Electron's main process (a utilityProcess: `process.parentPort`, Electron 41
 * docs/api/parent-port.md) or the browser host (Node's `child_process.fork`: `process.send`). It exits
 * on the parent's `close` (after closing the sandbox) and when a forked parent goes away.
 */
import { startSandbox } from '@dispatch/sandbox';
import { isCloseMessage, type ChildMessage } from './messages';

/** Electron's parentPort as docs/api/parent-port.md describes it (present only in a utility process). */
interface ParentPort {
  on(event: 'message', listener: (event: { data: unknown }) => void): void;
  postMessage(message: unknown): void;
}

const parentPort = (process as NodeJS.Process & { parentPort?: ParentPort }).parentPort;

function send(message: ChildMessage): void {
  if (parentPort) parentPort.postMessage(message);
  else process.send?.(message);
}

function onParentMessage(listener: (value: unknown) => void): void {
  if (parentPort) parentPort.on('message', (event) => listener(event.data));
  else process.on('message', listener);
}

const tickSeconds = Number(process.argv[2] ?? '0');

try {
  const sandbox = await startSandbox({
    port: 0,
    host: '127.0.0.1',
    tickSeconds: Number.isFinite(tickSeconds) && tickSeconds >= 0 ? tickSeconds : 0,
    controlRoutes: false,
    allowedHosts: 'loopback-self',
  });
  const close = async () => {
    await sandbox.close().catch(() => undefined);
    process.exit(0);
  };
  onParentMessage((value) => {
    if (isCloseMessage(value)) void close();
  });
  // A forked parent that goes away (crashed, killed) takes this process with it.
  process.on('disconnect', () => void close());
  send({ type: 'ready', apiBaseUrl: sandbox.apiBaseUrl, demoKeys: sandbox.demoKeys });
} catch (error) {
  send({ type: 'failed', message: error instanceof Error ? error.message : String(error) });
  // (a moment for the message to leave: neither channel confirms delivery to the sender)
  setTimeout(() => process.exit(1), 200);
}
