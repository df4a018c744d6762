import { describe, expect, it, vi } from 'vitest';
import { hasTrayHost, TRAY_HOST_NAME } from './tray-host';

describe('the Linux tray host (a StatusNotifierWatcher on the session bus)', () => {
  it('asks the bus whether the watcher has an owner, and reads its answer', async () => {
    const run = vi.fn(async () => '(true,)\n');
    expect(await hasTrayHost('linux', run)).toBe(true);
    expect(run.mock.calls[0]).toEqual([
      'gdbus',
      expect.arrayContaining(['call', '--session', TRAY_HOST_NAME]),
    ]);
    expect(await hasTrayHost('linux', async () => '(false,)\n')).toBe(false);
  });

  it('counts no bus, no gdbus or a timeout as no tray host (closing then quits)', async () => {
    expect(await hasTrayHost('linux', async () => Promise.reject(new Error('spawn gdbus ENOENT')))).toBe(
      false,
    );
  });

  it('Windows and macOS always have their tray (nothing asked)', async () => {
    const run = vi.fn(async () => '(false,)');
    expect(await hasTrayHost('win32', run)).toBe(true);
    expect(await hasTrayHost('darwin', run)).toBe(true);
    expect(run).not.toHaveBeenCalled();
  });
});
