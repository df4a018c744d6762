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

  it('reads from memory once opened: the file removed under it changes nothing until the next write', () => {
    const settings = createSettingsStore({ cwd: dir });
    settings.setEnvironment({ kind: 'custom', baseUrl: 'http://127.0.0.1:4010/v1' });
    settings.setKeyAccount('sandbox:https://a.example', true);
    expect(settings.getDemoAccount()).toBeNull();
    rmSync(settings.path);
    expect(settings.getEnvironment()).toEqual({ kind: 'custom', baseUrl: 'http://127.0.0.1:4010/v1' });
    expect(settings.getKeyAccounts()).toEqual(['sandbox:https://a.example']);
    // what a caller does with a value read never changes what is kept
    settings.getKeyAccounts().push('sandbox:https://b.example');
    expect(settings.getKeyAccounts()).toEqual(['sandbox:https://a.example']);
    // a write reads the file again (conf starts from an empty file) and keeps what it wrote
    settings.setDemoAccount('ana');
    expect(settings.getDemoAccount()).toBe('ana');
    expect(settings.getEnvironment()).toEqual({ kind: 'embedded' });
    expect(JSON.parse(readFileSync(settings.path, 'utf8'))).toEqual({ demoAccount: 'ana' });
  });

  it("keeps the desktop's settings beside the others, changing only the fields given", () => {
    const first = createSettingsStore({ cwd: dir });
    first.setDemoAccount('ana');
    expect(first.getDesktop()).toEqual({ keepInTray: true, closeExplained: false, language: null });
    expect(first.setDesktop({ closeExplained: true })).toEqual({
      keepInTray: true,
      closeExplained: true,
      language: null,
    });
    first.setDesktop({ language: 'ro' });
    const second = createSettingsStore({ cwd: dir });
    expect(second.getDesktop()).toEqual({ keepInTray: true, closeExplained: true, language: 'ro' });
    expect(second.getDemoAccount()).toBe('ana');
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
