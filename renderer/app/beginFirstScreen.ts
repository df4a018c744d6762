/**
 * Asks for what the first screen needs as this module runs (./firstScreen.ts). Imported first by
 * ../main.tsx, before the modules that take the entry its time.
 */
import { beginFirstScreen } from './firstScreen';

beginFirstScreen(window.location.hash);
