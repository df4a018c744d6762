/**
 * The messages between the app and its embedded sandbox's process (launcher.ts ↔ child.ts), checked on
 * receipt: a message that is not one of these is a broken child, never trusted. The same messages
 * travel over Electron's utilityProcess (`postMessage` / `process.parentPort`, Electron 41
 * docs/api/utility-process.md, docs/api/parent-port.md) and Node's `child_process.fork` IPC.
 */
import type { DemoKey } from '@dispatch/sandbox';
import { z } from 'zod';

/** Child → parent: the sandbox listens (its v1 root and demo keys), or it could not start (the sentence). */
export type ChildMessage =
  { type: 'ready'; apiBaseUrl: string; demoKeys: DemoKey[] } | { type: 'failed'; message: string };

/** Parent → child: stop the sandbox and exit. */
export type ParentMessage = { type: 'close' };

const childMessageSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('ready'),
    apiBaseUrl: z.string().regex(/^http:\/\/127\.0\.0\.1:\d{1,5}\/v1$/),
    demoKeys: z.array(
      z.object({
        account: z.string(),
        label: z.string(),
        description: z.string(),
        key: z.string(),
        permissions: z.array(z.string()),
        revoked: z.boolean(),
      }),
    ),
  }),
  z.object({ type: z.literal('failed'), message: z.string().transform((text) => text.slice(0, 500)) }),
]) satisfies z.ZodType<ChildMessage, unknown>;

/** The child's message, or null when `value` is none (the launcher then treats the child as broken). */
export function readChildMessage(value: unknown): ChildMessage | null {
  const parsed = childMessageSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** Whether `value` is the parent's close message. */
export function isCloseMessage(value: unknown): value is ParentMessage {
  return typeof value === 'object' && value !== null && (value as { type?: unknown }).type === 'close';
}
