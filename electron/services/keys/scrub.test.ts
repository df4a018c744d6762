import { describe, expect, it } from 'vitest';
import { createScrubber, encodedForms, KEY_RUN_LENGTH, keyMark } from './scrub';

const LIVE = 'fx_live_' + 'Q7rT2mK9pL4xW8vN3bY6cZ1dH5jF0gAb';
const TEST = 'test_fx_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6';

/** Every run of KEY_RUN_LENGTH characters of `key` found in `text` (none is the goal). */
function runsOf(key: string, text: string): string[] {
  const found: string[] = [];
  for (let i = 0; i + KEY_RUN_LENGTH <= key.length; i++) {
    const run = key.slice(i, i + KEY_RUN_LENGTH);
    if (/^(?:fx_live_|test_fx_)$/.test(run)) continue; // the prefix alone is no secret
    if (text.includes(run)) found.push(run);
  }
  return found;
}

describe('createScrubber', () => {
  const scrub = createScrubber([LIVE, TEST]);

  it('takes out a key whole, leaving only its mark with the last 4', () => {
    const out = scrub.text(`401: header was "Authorization: Bearer ${LIVE}" (request r-1)`);
    expect(out).toBe(`401: header was "Authorization: Bearer ${keyMark(LIVE)}" (request r-1)`);
    expect(keyMark(LIVE)).toBe('[key …0gAb]');
  });

  it('takes out a key without its prefix, and any run of 8 or more of its characters', () => {
    const bare = LIVE.slice('fx_live_'.length);
    expect(runsOf(LIVE, scrub.text(`key=${bare};`))).toEqual([]);
    expect(scrub.text(`key=${bare};`)).toBe(`key=${keyMark(LIVE)};`);
    const middle = LIVE.slice(13, 13 + KEY_RUN_LENGTH);
    expect(scrub.text(`id ${middle}!`)).toBe(`id ${keyMark(LIVE)}!`);
    const longer = TEST.slice(20, 31);
    expect(scrub.text(`x${longer}y`)).toBe(`x${keyMark(TEST)}y`);
  });

  it('takes out the key upper-cased, as hex of either case, percent-encoded and as base64(url) at any alignment', () => {
    const bytes = Buffer.from(LIVE);
    const forms = [
      LIVE.toUpperCase(),
      LIVE.slice(10).toLowerCase(),
      bytes.toString('hex'),
      bytes.toString('hex').toUpperCase(),
      [...bytes].map((b) => `%${b.toString(16).toUpperCase()}`).join(''),
      ...[0, 1, 2].flatMap((lead) => {
        const all = Buffer.concat([Buffer.from('Basic'.slice(0, lead)), bytes, Buffer.from(':x')]);
        return [all.toString('base64'), all.toString('base64url')];
      }),
    ];
    for (const form of forms) {
      const out = scrub.text(`echo: ${form} end`);
      expect(out, form).toContain(keyMark(LIVE));
      for (const encoded of [form, ...encodedForms(LIVE)]) {
        for (let i = 2; i + KEY_RUN_LENGTH <= encoded.length - 2; i++) {
          expect(out.toLowerCase(), form).not.toContain(encoded.slice(i, i + KEY_RUN_LENGTH).toLowerCase());
        }
      }
    }
  });

  it('leaves a run of 7 and the prefixes alone', () => {
    const seven = LIVE.slice(10, 17);
    expect(scrub.text(`a ${seven} b`)).toBe(`a ${seven} b`);
    const sentence = 'A live key starts with fx_live_ and a test key with test_fx_.';
    expect(scrub.text(sentence)).toBe(sentence);
  });

  it('takes out every occurrence, of both keys, glued to other text', () => {
    const text = `${LIVE}${TEST}--${LIVE.slice(20)}zz${TEST.slice(0, 12)}`;
    const out = scrub.text(text);
    expect(runsOf(LIVE, out)).toEqual([]);
    expect(runsOf(TEST, out)).toEqual([]);
    expect(out).toContain('--');
    expect(out).toContain('zz');
  });

  it('finds a run at the very start and the very end of a text', () => {
    expect(scrub.text(LIVE.slice(-KEY_RUN_LENGTH))).toBe(keyMark(LIVE));
    expect(scrub.text(`${LIVE.slice(8, 16)}.${LIVE.slice(30, 38)}`)).toBe(
      `${keyMark(LIVE)}.${keyMark(LIVE)}`,
    );
  });

  it('scrubs every string of a value at any depth, property names included, copying only what changes', () => {
    const untouched = { plain: ['a', 1, null, true] };
    const value = {
      ok: false,
      error: { kind: 'unauthorized', message: `Bearer ${LIVE}`, requestId: TEST.slice(8) },
      nested: [{ deeper: [`x${LIVE.slice(3, 20)}`] }],
      [`field_${TEST}`]: 1,
      untouched,
    };
    const out = scrub.value(value);
    const json = JSON.stringify(out);
    expect(runsOf(LIVE, json)).toEqual([]);
    expect(runsOf(TEST, json)).toEqual([]);
    expect(out.untouched).toBe(untouched);
    expect(value.error.message).toBe(`Bearer ${LIVE}`); // the input is not changed
    expect(scrub.value(untouched)).toBe(untouched);
  });

  it('keeps a property named __proto__ a property', () => {
    const value = JSON.parse(`{"__proto__": {"k": "${LIVE}"}}`) as Record<string, unknown>;
    const out = scrub.value(value);
    expect(Object.getPrototypeOf(out)).toBe(Object.prototype);
    expect(Object.hasOwn(out, '__proto__')).toBe(true);
    expect(JSON.stringify(out)).toBe(`{"__proto__":{"k":"${keyMark(LIVE)}"}}`);
  });

  it('refuses a value that contains itself', () => {
    const cyclic: Record<string, unknown> = { message: LIVE };
    cyclic.self = cyclic;
    expect(() => scrub.value(cyclic)).toThrow(TypeError);
  });

  it('takes a key shorter than a run out whole; no keys, no change', () => {
    expect(createScrubber(['abc12']).text('xabc12y')).toBe(`x${keyMark('abc12')}y`);
    const none = createScrubber([]);
    expect(none.text(LIVE)).toBe(LIVE);
  });

  it('scrubs a page-sized text (30 KB) with a few keys in it', () => {
    const filler = 'Transport Brașov → München, 22 t, prelată; ';
    const text = (filler.repeat(24) + `Bearer ${LIVE} `).repeat(30);
    const out = scrub.text(text);
    expect(text.length).toBeGreaterThan(30_000);
    expect(runsOf(LIVE, out)).toEqual([]);
    expect(out.split(keyMark(LIVE))).toHaveLength(31);
  });
});
