import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createScrubber, encodedForms, KEY_RUN_LENGTH, keyMark } from './scrub';

const LIVE = 'fx_live_' + 'Q7rT2mK9pL4xW8vN3bY6cZ1dH5jF0gAb';
const TEST = 'test_fx_' + 'a1B2c3D4e5F6g7H8i9J0k1L2m3N4o5P6';

/** `text` with every `%XX` of an ASCII byte decoded (what a reader of a percent-encoded text sees). */
const percentDecoded = (text: string) =>
  text.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** `key` with the bytes `encode(i)` chooses percent-encoded, upper-case hex where `upper(i)`. */
function partlyEncoded(
  key: string,
  encode: (i: number) => boolean,
  upper: (i: number) => boolean = () => false,
) {
  return [...key]
    .map((char, i) => {
      if (!encode(i)) return char;
      const hex = char.charCodeAt(0).toString(16).padStart(2, '0');
      return `%${upper(i) ? hex.toUpperCase() : hex}`;
    })
    .join('');
}
const reversed = (text: string) => [...text].reverse().join('');

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

  it('takes out a key percent-encoded only in part (some bytes escaped, some not, hex of either case)', () => {
    for (const [encode, upper] of [
      [(i: number) => i % 2 === 0, () => false],
      [(i: number) => i % 3 === 1, (i: number) => i % 2 === 0],
      [(i: number) => i === 20, () => true],
      [(i: number) => i >= 8 && i < 30, () => false],
    ] as const) {
      const form = partlyEncoded(LIVE, encode, upper);
      const out = scrub.text(`GET /v1/x?key=${form}&y=1`);
      expect(out, form).toBe(`GET /v1/x?key=${keyMark(LIVE)}&y=1`);
      expect(runsOf(LIVE, percentDecoded(out)), form).toEqual([]);
    }
    // an escape that is not of the key stays as it was
    expect(scrub.text('a%20b %zz %7e 100%')).toBe('a%20b %zz %7e 100%');
  });

  it('takes out a key written backwards, whole, bare or a run of 8, in any case; its prefix backwards alone stays', () => {
    const back = reversed(LIVE);
    const out = scrub.text(`x ${back} y`);
    expect(out).toMatch(/^x \[key …0gAb\]\S{0,8} y$/); // at most the prefix, backwards, is left
    expect(runsOf(LIVE, reversed(out))).toEqual([]);
    expect(scrub.text(`x ${back.toUpperCase().slice(0, 20)}`)).toBe(`x ${keyMark(LIVE)}`);
    expect(scrub.text(`(${reversed(TEST).slice(5, 13)})`)).toBe(`(${keyMark(TEST)})`);
    expect(scrub.text('_xf_tset and _evil_xf')).toBe('_xf_tset and _evil_xf');
  });

  it('property: a key, partly percent-encoded or backwards, in any text, leaves no run of 8 (printed seed)', () => {
    const secret = fc.stringMatching(/^[A-Za-z0-9]{32}$/);
    fc.assert(
      fc.property(
        fc.constantFrom('fx_live_', 'test_fx_'),
        secret,
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        fc.boolean(),
        fc.string({ maxLength: 12 }),
        fc.string({ maxLength: 12 }),
        (prefix, body, encoded, upper, backwards, before, after) => {
          const key = prefix + body;
          const plain = backwards ? reversed(key) : key;
          const form = partlyEncoded(
            plain,
            (i) => encoded[i]!,
            (i) => upper[i]!,
          );
          const out = createScrubber([key])
            .text(before + form + after)
            .toLowerCase();
          const read = percentDecoded(out);
          const looked = backwards ? reversed(read) : read;
          for (let i = 1; i + KEY_RUN_LENGTH <= key.length; i++) {
            const run = key.slice(i, i + KEY_RUN_LENGTH).toLowerCase();
            expect(looked.includes(run), `${run} in ${out}`).toBe(false);
          }
        },
      ),
      { numRuns: 300 },
    );
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
