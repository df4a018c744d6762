/**
 * The dark theme changes colours only: every CSS rule of the renderer that applies to
 * `data-theme='dark'` sets colours (a colour property, or a custom property whose value is a colour),
 * nothing that moves or sizes anything. The a11y e2e (e2e/a11y.spec.ts) counts on it: a screen is
 * checked whole in the light theme and, in the dark one, with the axe rules a colour can change
 * (e2e/axe.ts THEME_RULES). And before the app has set a theme, a dark system's empty page has the
 * dark theme's background (renderer/shared/theme/beginTheme.ts).
 */
import { globSync, readFileSync } from 'node:fs';
import postcss, { type AtRule, type Declaration, type Rule } from 'postcss';
import { describe, expect, it } from 'vitest';

/** The properties a theme may set: colours and nothing else. */
const COLOUR_PROPERTIES = new Set([
  'color',
  'color-scheme',
  'background',
  'background-color',
  'border-color',
  'outline-color',
  'caret-color',
  'accent-color',
  'fill',
  'stroke',
]);

/** A value that is one colour: a hex, a colour function, a named colour or another custom property. */
const COLOUR_VALUE = /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|color-mix)\(.*\)|var\(--[\w-]+\)|[a-z]+)$/i;

/** What a dark rule sets that is not a colour, as "file: selector { property: value }". */
function nonColourDeclarations(file: string, css: string): string[] {
  const found: string[] = [];
  postcss.parse(css, { from: file }).walkRules((rule: Rule) => {
    if (!rule.selector.includes('data-theme')) return;
    rule.walkDecls((decl: Declaration) => {
      const isColour = decl.prop.startsWith('--')
        ? COLOUR_VALUE.test(decl.value.trim())
        : COLOUR_PROPERTIES.has(decl.prop) &&
          (decl.prop === 'color-scheme' || COLOUR_VALUE.test(decl.value.trim()));
      if (!isColour) found.push(`${file}: ${rule.selector} { ${decl.prop}: ${decl.value} }`);
    });
  });
  return found;
}

describe('the dark theme', () => {
  const files = globSync('renderer/**/*.css');

  it('is set by rules in the renderer’s styles', () => {
    const themed = files.filter((file) => readFileSync(file, 'utf8').includes("data-theme='dark'"));
    expect(themed).toContain('renderer/styles.css');
  });

  it('sets colours only, in every file', () => {
    const found = files.flatMap((file) => nonColourDeclarations(file, readFileSync(file, 'utf8')));
    expect(found).toEqual([]);
  });

  it('is caught setting anything else (a size, a display, a shadow)', () => {
    const css = `:root[data-theme='dark'] { --gap: 12px; color: #fff; }
      :where(:root[data-theme='dark']) .row { padding: 4px; background: url(x.png); }
      :where(:root[data-theme='dark']) .panel { display: none; box-shadow: 0 0 4px #000; }`;
    expect(nonColourDeclarations('x.css', css).map((line) => line.split('{ ')[1])).toEqual([
      '--gap: 12px }',
      'padding: 4px }',
      'background: url(x.png) }',
      'display: none }',
      'box-shadow: 0 0 4px #000 }',
    ]);
  });

  it('gives the empty page a dark system’s background before the app sets a theme', () => {
    const styles = postcss.parse(readFileSync('renderer/styles.css', 'utf8'));
    const values = (selector: string, prop: string, inDarkMedia: boolean): string[] => {
      const found: string[] = [];
      styles.walkRules((rule: Rule) => {
        const parent = rule.parent as AtRule | undefined;
        const inMedia = parent?.type === 'atrule' && parent.params === '(prefers-color-scheme: dark)';
        if (rule.selector !== selector || inMedia !== inDarkMedia) return;
        rule.walkDecls(prop, (decl: Declaration) => void found.push(decl.value));
      });
      return found;
    };
    const darkBg = values(":root[data-theme='dark']", '--bg', false);
    expect(darkBg).toHaveLength(1);
    expect(values(':root:not([data-theme])', 'background', true)).toEqual(darkBg);
  });
});
