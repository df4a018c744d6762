import { describe, expect, it } from 'vitest';
import { readMo } from './mo';

/** A `.mo` catalog of `messages` (original, translation), written as GNU msgfmt lays one out. */
function writeMo(messages: readonly (readonly [string, string])[], little = true): Uint8Array {
  const encoder = new TextEncoder();
  const originals = messages.map(([original]) => encoder.encode(original));
  const translations = messages.map(([, translation]) => encoder.encode(translation));
  const headerSize = 28;
  const tableSize = messages.length * 8;
  let at = headerSize + 2 * tableSize;
  const place = (strings: Uint8Array[]) =>
    strings.map((bytes) => {
      const offset = at;
      at += bytes.length + 1;
      return offset;
    });
  const originalOffsets = place(originals);
  const translationOffsets = place(translations);
  const file = new Uint8Array(at);
  const view = new DataView(file.buffer);
  const put = (offset: number, value: number) => view.setUint32(offset, value, little);
  put(0, 0x950412de);
  put(4, 0);
  put(8, messages.length);
  put(12, headerSize);
  put(16, headerSize + tableSize);
  messages.forEach((_, i) => {
    put(headerSize + i * 8, originals[i]!.length);
    put(headerSize + i * 8 + 4, originalOffsets[i]!);
    put(headerSize + tableSize + i * 8, translations[i]!.length);
    put(headerSize + tableSize + i * 8 + 4, translationOffsets[i]!);
    file.set(originals[i]!, originalOffsets[i]!);
    file.set(translations[i]!, translationOffsets[i]!);
  });
  return file;
}

const MESSAGES = [
  ['', 'Content-Type: text/plain; charset=UTF-8\n'],
  ['2761369', 'Viena'],
  ['756135', 'Varșovia'],
] as const;

describe('readMo', () => {
  it('reads each original and its translation as UTF-8, without the header entry', () => {
    expect(readMo(writeMo(MESSAGES))).toEqual(
      new Map([
        ['2761369', 'Viena'],
        ['756135', 'Varșovia'],
      ]),
    );
  });

  it('reads a catalog written big-endian', () => {
    expect(readMo(writeMo(MESSAGES, false)).get('756135')).toBe('Varșovia');
  });

  it('refuses a file that is not a catalog', () => {
    expect(() => readMo(new TextEncoder().encode('msgid "1"\nmsgstr "x"\n'))).toThrow(/magic/);
    const cut = writeMo(MESSAGES).subarray(0, 40);
    expect(() => readMo(cut)).toThrow(/past the end/);
  });
});
