/**
 * The entry: what runs before the app (docs/benchmarks.md §A faithful early paint). It asks for the
 * first screen's reads and code, takes the user's theme, paints page 1 of Listings into the app's own
 * first frame when it can (./app/early/paintEarly.ts), and only then imports the app (./app/start.tsx),
 * whose files the page has been fetching meanwhile (`<link rel="modulepreload">`,
 * build/vite-early-paint.ts). Nothing here builds a schema or renders with React.
 */
// first: the first screen's reads and code are asked for now (./app/firstScreen.ts)
import './app/beginFirstScreen';
// second: the page takes the user's theme now (./shared/theme/beginTheme.ts)
import './shared/theme/beginTheme';
import { paintEarly } from './app/early/paintEarly';
import { preloadApp } from './app/early/preloadApp';
import './styles.css';

preloadApp(window.location.hash);
const startApp = () => import('./app/start');
void paintEarly().then(startApp, startApp);
