/**
 * Reads a number as a person types it in the UI language (the inverse of ./numbers.ts):
 * `ro-RO` writes `1.590,5` (`.` groups thousands, `,` is the decimal mark), `en-GB` writes `1,590.5`.
 * Spaces (also no-break and narrow no-break) may group thousands in both. A lone mark of the other
 * language that cannot be a thousands group is read as the decimal mark (`12.5` in ro is 12.5, while
 * `1.590` in ro is 1590). Anything else (letters, two decimal marks, badly placed groups) is not a
 * number.
 */

/** The decimal and grouping marks of a locale (`ro-RO`: `,` and `.`; `en-GB`: `.` and `,`). */
export function numberMarks(locale: string): { decimal: string; group: string } {
  const parts = new Intl.NumberFormat(locale, { useGrouping: 'always' }).formatToParts(12345.6);
  const decimal = parts.find((part) => part.type === 'decimal')?.value ?? '.';
  return { decimal, group: decimal === ',' ? '.' : ',' };
}

const GROUPED = /^\d{1,3}(\d{3})*$/;

/** True when `digits` split by `group` are proper thousands groups (`1.590.000`). */
function isGrouped(whole: string, group: string): boolean {
  const groups = whole.split(group);
  if (groups.length === 1) return /^\d+$/.test(whole);
  const [first, ...rest] = groups;
  return /^\d{1,3}$/.test(first ?? '') && rest.every((part) => /^\d{3}$/.test(part));
}

/**
 * `text` as a finite number in `locale` (`ro-RO` or `en-GB`), or null when it is empty or not a
 * number. A leading `-` or `+` is kept.
 */
export function parseLocaleNumber(text: string, locale: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f']/g, '');
  const match = /^([-+]?)(.+)$/.exec(compact);
  if (!match) return null;
  const sign = match[1] === '-' ? -1 : 1;
  const body = match[2] ?? '';
  if (!/^[\d.,]+$/.test(body) || !/\d/.test(body)) return null;
  const { decimal, group } = numberMarks(locale);
  let whole = body;
  let fraction = '';
  if (body.includes(decimal)) {
    const at = body.lastIndexOf(decimal);
    if (body.indexOf(decimal) !== at) return null;
    whole = body.slice(0, at);
    fraction = body.slice(at + 1);
    if (fraction.includes(group) || !/^\d*$/.test(fraction)) return null;
    if (whole === '') whole = '0';
    if (!isGrouped(whole, group)) return null;
    whole = whole.split(group).join('');
  } else if (body.includes(group)) {
    if (isGrouped(body, group)) {
      whole = body.split(group).join('');
    } else {
      // one mark of the other language, not a thousands group: its decimal mark (`12.5` in ro)
      const pieces = body.split(group);
      if (pieces.length !== 2) return null;
      whole = pieces[0] === '' ? '0' : (pieces[0] ?? '');
      fraction = pieces[1] ?? '';
    }
  }
  if (!GROUPED.test(whole) && !/^\d+$/.test(whole)) return null;
  const number = sign * Number(fraction ? `${whole}.${fraction}` : whole);
  return Number.isFinite(number) ? number : null;
}
