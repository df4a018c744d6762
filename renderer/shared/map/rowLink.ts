/**
 * Links the table's rows and the map's arrows (docs/map.md): hovering or focusing a row makes it the
 * highlighted one, and the highlighted row (hovered on the map) is marked `data-map-hot` in the table.
 * Rows are found by their `data-key` (renderer/shared/table/GridTable.tsx), inside the list's element,
 * so the table's own code is not touched.
 */
import { useEffect, type RefObject } from 'react';

/** The row (`role="row"` with `data-key`) an event happened in, inside `list`, or null. */
function rowKeyOf(target: EventTarget | null): string | null {
  if (!(target instanceof Element) || target.closest('[data-map-area]')) return null;
  return target.closest('[role="row"][data-key]')?.getAttribute('data-key') ?? null;
}

/**
 * While `on`: calls `onHot(key)` when a row of `list` is hovered or focused (null when it is left),
 * and marks the row of `hot` with `data-map-hot` (removed when `hot` changes or the map goes away).
 */
export function useRowLink(
  list: RefObject<HTMLElement | null>,
  on: boolean,
  hot: string | null,
  onHot: (key: string | null) => void,
): void {
  useEffect(() => {
    const element = list.current;
    if (!on || !element) return;
    const enter = (event: Event) => {
      if (event.target instanceof Element && event.target.closest('[data-map-area]')) return;
      onHot(rowKeyOf(event.target));
    };
    const leave = (event: Event) => {
      const next = (event as FocusEvent | MouseEvent).relatedTarget;
      if (!(next instanceof Node) || !element.contains(next)) onHot(null);
    };
    const listening = new AbortController();
    const { signal } = listening;
    element.addEventListener('mouseover', enter, { signal });
    element.addEventListener('focusin', enter, { signal });
    element.addEventListener('mouseleave', leave, { signal });
    element.addEventListener('focusout', leave, { signal });
    return () => listening.abort();
  }, [list, on, onHot]);

  useEffect(() => {
    const element = list.current;
    if (!on || !element || hot === null) return;
    const row = element.querySelector(`[role="row"][data-key="${CSS.escape(hot)}"]`);
    row?.setAttribute('data-map-hot', '');
    return () => row?.removeAttribute('data-map-hot');
  }, [list, on, hot]);
}
