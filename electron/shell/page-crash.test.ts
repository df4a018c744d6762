import { describe, expect, it, vi } from 'vitest';
import { STEADY_MS, crashDialogText, createPageRecovery } from './page-crash';

function recovery(choice = 0) {
  let time = 1_000_000;
  const calls = {
    reload: vi.fn(),
    ask: vi.fn(async () => choice),
    quit: vi.fn(),
    log: vi.fn((_message: string) => {}),
    now: () => time,
  };
  return { calls, gone: createPageRecovery(calls), wait: (ms: number) => (time += ms) };
}

describe('page recovery', () => {
  it('reloads a page that died once, and says so in the log', async () => {
    const { calls, gone } = recovery();
    await gone({ reason: 'crashed', exitCode: 139 });
    expect(calls.reload).toHaveBeenCalledTimes(1);
    expect(calls.ask).not.toHaveBeenCalled();
    expect(calls.log).toHaveBeenCalledWith(
      expect.stringMatching(/stopped \(crashed, exit code 139\).*loaded again/),
    );
  });

  it('asks before reloading a page that died again soon after; quit quits', async () => {
    const { calls, gone, wait } = recovery(1);
    await gone({ reason: 'crashed', exitCode: 139 });
    wait(STEADY_MS - 1);
    await gone({ reason: 'oom', exitCode: 0 });
    expect(calls.ask).toHaveBeenCalledTimes(1);
    expect(calls.reload).toHaveBeenCalledTimes(1);
    expect(calls.quit).toHaveBeenCalledTimes(1);
  });

  it('reload in the dialog reloads; after a steady spell a death counts as a first one again', async () => {
    const { calls, gone, wait } = recovery(0);
    await gone({ reason: 'killed', exitCode: 9 });
    wait(1000);
    await gone({ reason: 'killed', exitCode: 9 });
    expect(calls.ask).toHaveBeenCalledTimes(1);
    expect(calls.reload).toHaveBeenCalledTimes(2);
    wait(STEADY_MS);
    await gone({ reason: 'crashed', exitCode: 139 });
    expect(calls.ask).toHaveBeenCalledTimes(1);
    expect(calls.reload).toHaveBeenCalledTimes(3);
  });

  it('speaks Romanian to a Romanian system, English otherwise, naming the log', () => {
    expect(crashDialogText('ro-RO', '/logs/main.log')).toMatchObject({
      buttons: ['Reîncarcă', 'Ieși'],
      detail: expect.stringContaining('/logs/main.log'),
    });
    expect(crashDialogText('en-GB', '/logs/main.log').buttons).toEqual(['Reload', 'Quit']);
    expect(crashDialogText('rom', '/x').buttons).toEqual(['Reload', 'Quit']);
  });
});
