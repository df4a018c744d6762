import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createSettingsStore } from './settings-store';

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'dispatch-settings-'));
});
afterEach(() => {
  rmSync(dir, { recursive: true, force: true });
});

describe('settings store', () => {
  it('defaults to the embedded sandbox and no demo account', () => {
    const settings = createSettingsStore({ cwd: dir });
    expect(settings.getEnvironment()).toEqual({ kind: 'embedded' });
    expect(settings.getDemoAccount()).toBeNull();
    expect(settings.problem).toBeNull();
  });

  it('persists the environment and demo account across instances', () => {
    const first = createSettingsStore({ cwd: dir });
    first.setEnvironment({ kind: 'custom', baseUrl: 'http://127.0.0.1:4010/v1' });
    first.setDemoAccount('ana');
    const second = createSettingsStore({ cwd: dir });
    expect(second.getEnvironment()).toEqual({ kind: 'custom', baseUrl: 'http://127.0.0.1:4010/v1' });
    expect(second.getDemoAccount()).toBe('ana');
    second.setDemoAccount(null);
    expect(createSettingsStore({ cwd: dir }).getDemoAccount()).toBeNull();
    expect(JSON.parse(readFileSync(second.path, 'utf8'))).toEqual({
      environment: { kind: 'custom', baseUrl: 'http://127.0.0.1:4010/v1' },
    });
  });

  it('refuses to store an invalid environment', () => {
    const settings = createSettingsStore({ cwd: dir });
    expect(() =>
      settings.setEnvironment({ kind: 'production', baseUrl: 'http://insecure.example/v1' }),
    ).toThrow();
    expect(settings.getEnvironment()).toEqual({ kind: 'embedded' });
  });

  it('keeps a corrupt file aside and falls back to embedded', () => {
    writeFileSync(join(dir, 'config.json'), '{ "environment": ');
    const settings = createSettingsStore({ cwd: dir, now: () => 1234 });
    expect(settings.getEnvironment()).toEqual({ kind: 'embedded' });
    expect(settings.problem?.keptAs).toBe(join(dir, 'config.invalid-1234.json'));
    expect(settings.problem?.message).toMatch(/not valid JSON/);
    expect(readFileSync(join(dir, 'config.invalid-1234.json'), 'utf8')).toBe('{ "environment": ');
    settings.setDemoAccount('ana');
    expect(createSettingsStore({ cwd: dir }).getDemoAccount()).toBe('ana');
  });

  it('keeps a file with invalid values aside and falls back to embedded', () => {
    const bad = JSON.stringify({
      environment: { kind: 'production', baseUrl: 'ftp://x' },
      demoAccount: 'ana',
    });
    writeFileSync(join(dir, 'config.json'), bad);
    const settings = createSettingsStore({ cwd: dir, now: () => 99 });
    expect(settings.getEnvironment()).toEqual({ kind: 'embedded' });
    expect(settings.getDemoAccount()).toBeNull();
    expect(settings.problem?.message).toMatch(/does not understand/);
    expect(readFileSync(join(dir, 'config.invalid-99.json'), 'utf8')).toBe(bad);
    expect(readdirSync(dir).sort()).toEqual(['config.invalid-99.json']);
    expect(existsSync(join(dir, 'config.json'))).toBe(false);
  });
});
