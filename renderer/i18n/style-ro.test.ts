import { describe, expect, it } from 'vitest';
import styleNote from '../../docs/style-ro.md?raw';
import { resources } from './resources';

/** The words of the fenced block ```name in docs/style-ro.md, one list per line. */
function block(name: string): string[][] {
  const found = new RegExp('```' + name + '\\n([\\s\\S]*?)```').exec(styleNote);
  if (!found) throw new Error(`docs/style-ro.md has no \`\`\`${name} block`);
  return found[1]!
    .split('\n')
    .map((line) => line.trim().split(/\s+/).filter(Boolean))
    .filter((line) => line.length > 0);
}

type Catalogs = Record<string, unknown>;

/** The text of `namespace:dotted.key` in `catalogs`, or undefined. */
function textOf(catalogs: Catalogs, ref: string): string | undefined {
  const [namespace, key] = ref.split(':') as [string, string];
  let node: unknown = catalogs[namespace];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  return typeof node === 'string' ? node : undefined;
}

/** A label's words: a text that introduces a value ("Marfă: {{load}}") counts by its words before the colon. */
const wordsOf = (text: string) => text.replace(/:\s*\{\{[^}]+\}\}$/, '');

/** Every text of a catalog tree. */
function texts(node: unknown): string[] {
  if (typeof node === 'string') return [node];
  if (typeof node !== 'object' || node === null) return [];
  return Object.values(node).flatMap(texts);
}

describe('docs/style-ro.md, one word for one thing', () => {
  for (const language of ['en', 'ro'] as const) {
    it(`each group of labels reads the same in ${language}`, () => {
      const catalogs = resources[language] as unknown as Catalogs;
      for (const group of block('same-words')) {
        const words = group.map((ref) => {
          const text = textOf(catalogs, ref);
          expect(text, `${language} ${ref}`).toBeTypeOf('string');
          return [ref, wordsOf(text!)] as const;
        });
        expect(new Set(words.map(([, text]) => text)).size, JSON.stringify(words)).toBe(1);
      }
    });
  }
});

describe('docs/style-ro.md, Dispatch in the third person', () => {
  it('no Romanian text speaks as the app in the first person', () => {
    const forms = block('first-person').flat();
    expect(forms.length).toBeGreaterThan(5);
    const letter = '[\\p{L}]';
    const found: string[] = [];
    for (const text of texts(resources.ro)) {
      for (const form of forms) {
        if (new RegExp(`(?<!${letter})${form}(?!${letter})`, 'iu').test(text)) found.push(`${form}: ${text}`);
      }
    }
    expect(found).toEqual([]);
  });
});

describe('docs/style-ro.md, one name for one permission (issue 53 §7)', () => {
  for (const language of ['en', 'ro'] as const) {
    it(`the key notice names a permission as Settings does, in ${language}`, () => {
      const catalogs = resources[language] as Catalogs;
      for (const permission of ['listingsRead', 'offersRead', 'vehiclesRead']) {
        const notice = textOf(catalogs, `common:keyNotice.permission.${permission}`);
        const settings = textOf(catalogs, `settings:probe.permission.${permission}`);
        expect(notice, permission).toBeDefined();
        expect(notice?.toLocaleLowerCase(language), permission).toBe(settings?.toLocaleLowerCase(language));
      }
    });
  }
});
