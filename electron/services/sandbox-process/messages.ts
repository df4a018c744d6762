/**
 * The messages between the app and its embedded sandbox's process (launcher.ts ↔ child.ts), checked on
 * receipt: a message that is not one of these is a broken child, never trusted. The same messages
 * travel over Electron's utilityProcess (`postMessage` / `process.parentPort`, Electron 41
 * docs/api/utility-process.md, docs/api/parent-port.md) and Node's `child_process.fork` IPC.
 */
import type { DemoKey } from '@dispatch/sandbox';

/** Child → parent: the sandbox listens (its v1 root and demo keys), or it could not start (the sentence). */
export type ChildMessage =
  { type: 'ready'; apiBaseUrl: string; demoKeys: DemoKey[] } | { type: 'failed'; message: string };

/** Parent → child: stop the sandbox and exit. */
export type ParentMessage = { type: 'close' };

const isString = (value: unknown): value is string => typeof value === 'string';

function isDemoKey(value: unknown): value is DemoKey {
  const key = value as Partial<DemoKey> | null;
  return (
    typeof key === 'object' &&
    key !== null &&
    [key.account, key.label, key.description, key.key].every(isString) &&
    Array.isArray(key.permissions) &&
    key.permissions.every(isString) &&
    typeof key.revoked === 'boolean'
  );
}

/** The child's message, or null when `value` is none (the launcher then treats the child as broken). */
export function readChildMessage(value: unknown): ChildMessage | null {
  const message = value as {
    type?: unknown;
    apiBaseUrl?: unknown;
    demoKeys?: unknown;
    message?: unknown;
  } | null;
  if (typeof message !== 'object' || message === null) return null;
  if (message.type === 'failed' && isString(message.message)) {
    return { type: 'failed', message: message.message.slice(0, 500) };
  }
  if (
    message.type === 'ready' &&
    isString(message.apiBaseUrl) &&
    /^http:\/\/127\.0\.0\.1:\d{1,5}\/v1$/.test(message.apiBaseUrl) &&
    Array.isArray(message.demoKeys) &&
    message.demoKeys.every(isDemoKey)
  ) {
    return { type: 'ready', apiBaseUrl: message.apiBaseUrl, demoKeys: message.demoKeys };
  }
  return null;
}

/** Whether `value` is the parent's close message. */
export function isCloseMessage(value: unknown): value is ParentMessage {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'close';
}
