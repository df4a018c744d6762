/**
 * Runs `fn` once the browser has painted the next frame: in a task after that frame's animation
 * callbacks, so after its style, layout and paint (at once, in a task, where there are no frames:
 * tests without them).
 */
export function afterNextPaint(fn: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(fn, 0));
  else setTimeout(fn, 0);
}
