/**
 * Runs `fn` once the browser has painted the next frame: in a task after that frame's animation
 * callbacks, so after its style, layout and paint (at once, in a task, where there are no frames:
 * tests without them). With `atMostMs` (ms), also after that long if no frame comes (a hidden window
 * draws none). `fn` runs once.
 */
export function afterNextPaint(fn: () => void, atMostMs?: number): void {
  let ran = false;
  const run = () => {
    if (ran) return;
    ran = true;
    fn();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  else setTimeout(run, 0);
  if (atMostMs !== undefined) setTimeout(run, atMostMs);
}
