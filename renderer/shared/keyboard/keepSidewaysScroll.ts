/**
 * Arrow keys through the rows of a wide grid never scroll it sideways (docs/keyboard.md).
 *
 * Why it scrolled: when the focus moves to a row, react-aria (`useSelectableCollection`) brings the
 * row into view with `row.scrollIntoView({ block: 'nearest' })`; when that scrolled anything (a row
 * below the fold: the page scrolls down), it first scrolls the whole grid into view with
 * `grid.scrollIntoView({ block: 'center', inline: 'center' })` and then the row again. For a grid
 * wider than its scroll container (`.list`, `overflow-x: auto`), `inline: 'center'` centres the grid
 * sideways: the container's `scrollLeft` jumped to the middle of the grid (from 0, or from wherever
 * the dispatcher had scrolled it) on every row crossing the fold.
 *
 * The fix: the grid's own `scrollIntoView` keeps `inline: 'nearest'`. A grid wider than its container
 * is then left where it is sideways (both of its edges are already out of view, or one is at the
 * container's edge), a narrower one is still brought fully into view, and the vertical part
 * (`block`) is untouched, so the row still comes into view. Rows themselves are scrolled with
 * `inline: 'nearest'` already (a row is as wide as its grid: never sideways either).
 */

type ScrollIntoViewArg = boolean | ScrollIntoViewOptions | undefined;

/**
 * Makes `grid.scrollIntoView(...)` keep the sideways scroll of its containers (`inline: 'nearest'`;
 * see the module's note). Returns what undoes it.
 */
export function keepSidewaysScroll(grid: HTMLElement): () => void {
  const steady = function (this: HTMLElement, arg?: ScrollIntoViewArg) {
    const native = Element.prototype.scrollIntoView as Element['scrollIntoView'] | undefined;
    // a boolean or no argument already means `inline: 'nearest'`
    native?.call(this, typeof arg === 'object' ? { ...arg, inline: 'nearest' } : arg);
  };
  grid.scrollIntoView = steady;
  return () => {
    if (grid.scrollIntoView === steady) delete (grid as Partial<HTMLElement>).scrollIntoView;
  };
}
