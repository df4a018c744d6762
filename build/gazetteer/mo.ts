/**
 * A reader of GNU gettext's binary catalogs (`.mo`), enough for GeoNames' translated names as Debian's
 * `libgeonames-common` ships them (places/data/README.md): the header, then two
 * tables of (length, offset) pairs, the original strings and their translations, each string UTF-8.
 * Plural forms and contexts are not read (that catalog has none). Run by hand through `names.ts`.
 */

/** The magic number of a `.mo` file, as read in the file's own byte order. */
const MAGIC = 0x950412de;

/**
 * The catalog's messages, original -> translation, the header entry (empty original) left out.
 * @throws Error when `file` is not a `.mo` catalog (wrong magic number, or a table or string outside it)
 */
export function readMo(file: Uint8Array): Map<string, string> {
  const view = new DataView(file.buffer, file.byteOffset, file.byteLength);
  if (file.byteLength < 20) throw new Error('not a .mo catalog: too short');
  let little: boolean;
  if (view.getUint32(0, true) === MAGIC) little = true;
  else if (view.getUint32(0, false) === MAGIC) little = false;
  else throw new Error('not a .mo catalog: wrong magic number');
  const word = (at: number): number => {
    if (at + 4 > file.byteLength) throw new Error('.mo catalog: a table runs past the end');
    return view.getUint32(at, little);
  };
  const count = word(8);
  const originals = word(12);
  const translations = word(16);
  const decoder = new TextDecoder('utf-8', { fatal: true });
  const text = (table: number, index: number): string => {
    const length = word(table + index * 8);
    const offset = word(table + index * 8 + 4);
    if (offset + length > file.byteLength) throw new Error('.mo catalog: a string runs past the end');
    return decoder.decode(file.subarray(offset, offset + length));
  };
  const messages = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const original = text(originals, i);
    if (original !== '') messages.set(original, text(translations, i));
  }
  return messages;
}
