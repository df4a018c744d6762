/**
 * Asks for what the first screen needs as this module runs (./firstScreen.ts). Imported by
 * ../main.tsx right after ../csp.ts, before the modules that take the entry its time.
 */
import { beginFirstScreen } from './firstScreen';

beginFirstScreen(window.location.hash);
