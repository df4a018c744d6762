/**
 * The entry: what runs before the app (docs/benchmarks.md §A faithful early paint). It asks for the
 * first screen's reads and code, takes the user's theme, paints page 1 of Listings into the app's own
 * first frame when it can (./app/early/paintEarly.ts), and only then preloads and imports the app
 * (./app/start.tsx; `<link rel="modulepreload">`, build/vite-early-paint.ts): compiled before the paint,
 * the app's 700 KB took the CPU from it (the first row 30 ms later, the app no sooner: docs/benchmarks.md
 * §The early paint, evening). Nothing here builds a schema or renders with React.
 */
// first: the first screen's reads and code are asked for now (./app/firstScreen.ts)
import './app/beginFirstScreen';
// second: the page takes the user's theme now (./shared/theme/beginTheme.ts)
import './shared/theme/beginTheme';
import { paintEarly } from './app/early/paintEarly';
import { preloadApp } from './app/early/preloadApp';
import './styles.css';

const startApp = () => {
  preloadApp(window.location.hash);
  return import('./app/start');
};
void paintEarly().then(startApp, startApp);
