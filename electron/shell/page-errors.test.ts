import { describe, expect, it } from 'vitest';
import {
  PAGE_ERRORS_PER_MINUTE,
  PAGE_ERROR_MAX_CHARS,
  createPageErrorLog,
  scrubPageError,
} from './page-errors';

describe('page errors', () => {
  it('keeps the text of an error, one line, without e-mail addresses or phone numbers', () => {
    expect(scrubPageError('TypeError: x is undefined\n  at app://dispatch/assets/index.js:1:2')).toBe(
      'TypeError: x is undefined at app://dispatch/assets/index.js:1:2',
    );
    expect(scrubPageError('Call ana.pop@carrier.ro or +40 721 234 567 (offer 12)')).toBe(
      'Call [e-mail] or [digits] (offer 12)',
    );
  });

  it('refuses what is not text, and cuts a long one', () => {
    for (const bad of [undefined, 42, { message: 'x' }, '', '\n\t']) expect(scrubPageError(bad)).toBeNull();
    expect(scrubPageError('x'.repeat(10_000))).toHaveLength(PAGE_ERROR_MAX_CHARS + 1);
  });

  it(`writes at most ${PAGE_ERRORS_PER_MINUTE} a minute, then says how many it dropped`, () => {
    const lines: string[] = [];
    let time = 0;
    const log = createPageErrorLog(
      (line) => lines.push(line),
      () => time,
    );
    for (let i = 0; i < PAGE_ERRORS_PER_MINUTE + 5; i++) log.write(`Error ${i}`);
    expect(lines).toHaveLength(PAGE_ERRORS_PER_MINUTE);
    expect(lines[0]).toBe('The page failed: Error 0');
    time += 60_000;
    log.write('Error later');
    expect(lines.slice(-2)).toEqual([
      'The page failed 5 more times that were not written.',
      'The page failed: Error later',
    ]);
  });
});
