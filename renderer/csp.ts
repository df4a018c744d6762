/**
 * Adjustments for the Content-Security-Policy of index.html (no eval, no inline styles). Imported
 * FIRST by the entry (renderer/main.tsx), so it runs before any other module builds a schema or
 * renders:
 * - zod builds a faster parser with `new Function` unless told not to; it checks at the first
 *   `z.object(...)`, which the contract's modules run as they load;
 * - react-aria's press handling adds an inline `<style>` (touch-action for double-tap zoom) unless an
 *   element with its id exists: styles.css carries the same rule, and this marker says so.
 */
import { z } from 'zod';

z.config({ jitless: true });

/** The id react-aria looks for before adding its inline press style (react-aria usePress). */
const PRESSABLE_STYLE_ID = 'react-aria-pressable-style';

if (typeof document !== 'undefined' && !document.getElementById(PRESSABLE_STYLE_ID)) {
  const marker = document.createElement('meta');
  marker.id = PRESSABLE_STYLE_ID;
  marker.name = 'dispatch-note';
  marker.content = 'react-aria press style: in styles.css (the CSP refuses inline styles)';
  document.head.append(marker);
}
