/**
 * The early frame of a rendered app (renderer/app/early/frame.test.tsx writes it to
 * renderer/app/early/frames/<lang>.html): the app's `.app` element as rendered, with the table's first
 * row alone (the template renderer/app/early/paintEarly.ts clones per listing), the session bar's
 * contents marked `data-early-blank` (they are the user's: the frame keeps their boxes, styles.css hides
 * their words until the app's own bar is there), links to the app's addresses relative (`#/vehicles`:
 * the page's own path differs between hosts, `/` or `/index.html`), and "Read at" empty (the render's
 * clock and time zone: the early paint writes the time it reads).
 * @throws Error when `container` holds no rendered app with a result row
 */
export function frameOf(container: Element): string {
  const app = container.querySelector('.app')?.cloneNode(true) as Element | undefined;
  if (!app || !app.querySelector('table tbody tr')) throw new Error('No rendered app with a result row.');
  for (const row of [...app.querySelectorAll('table tbody tr')].slice(1)) row.remove();
  for (const part of app.querySelectorAll('.session-bar .bar > :not(.app-name)')) {
    part.setAttribute('data-early-blank', '');
  }
  for (const readAt of app.querySelectorAll('.read-at')) readAt.textContent = '';
  for (const link of app.querySelectorAll('a[href^="/#/"]')) {
    link.setAttribute('href', link.getAttribute('href')!.slice(1));
  }
  return app.outerHTML;
}
