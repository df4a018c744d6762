import { useRef, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clampDetailWidth,
  DETAIL_MAX_WIDTH,
  DETAIL_MIN_WIDTH,
  useDetailWidthStore,
} from './detailWidthStore';
import './searchScreen.css';

/** How far one press of Left or Right moves the panel's edge, in CSS px. */
export const DETAIL_WIDTH_STEP = 16;

/**
 * The panel's width before the user resized it, in CSS px: the stylesheet's `clamp(356px, 26vw, 480px)`
 * (searchScreen.css) for a window `windowWidth` px wide. What the separator says while nothing was chosen.
 */
export function defaultDetailWidth(windowWidth: number): number {
  return clampDetailWidth(Math.min(480, windowWidth * 0.26));
}

/** Props of DetailPanel: which panel (its remembered width's name) and what it shows (a `section.detail`). */
export interface DetailPanelProps {
  /** The name its width is remembered by (detailWidthStore.ts): `listings`, `vehicles`, `my-listings`. */
  panel: string;
  children: ReactNode;
}

/**
 * The detail panel beside a screen's results (the open listing, vehicle, or a listing's offers), with a
 * handle on its left edge that resizes it: a focusable `role="separator"` (WAI-ARIA's window splitter,
 * `aria-valuenow` the panel's width in CSS px) dragged with the pointer, or Left (wider) and Right
 * (narrower) by 16 px, Home (narrowest) and End (widest). The width stays within
 * [DETAIL_MIN_WIDTH, DETAIL_MAX_WIDTH] (the narrowest is the one its contents fit at 1366 px, so nothing in
 * it is ever clipped: e2e/laptop.spec.ts) and is remembered per panel (detailWidthStore.ts).
 * docs/architecture.md §The search-screen kit.
 */
export function DetailPanel({ panel, children }: DetailPanelProps) {
  const { t } = useTranslation('common');
  const stored = useDetailWidthStore((state) => state.widths[panel]);
  const setWidth = useDetailWidthStore((state) => state.setWidth);
  const panelRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointer: number; startX: number; startWidth: number } | null>(null);
  const width = stored ?? defaultDetailWidth(window.innerWidth);

  // the width on screen (the stylesheet may hold it narrower than the stored one), else the stated one
  const widthNow = () => {
    const measured = panelRef.current?.getBoundingClientRect().width ?? 0;
    return measured > 0 ? clampDetailWidth(measured) : width;
  };
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next =
      event.key === 'ArrowLeft'
        ? widthNow() + DETAIL_WIDTH_STEP
        : event.key === 'ArrowRight'
          ? widthNow() - DETAIL_WIDTH_STEP
          : event.key === 'Home'
            ? DETAIL_MIN_WIDTH
            : event.key === 'End'
              ? DETAIL_MAX_WIDTH
              : null;
    if (next === null) return;
    event.preventDefault();
    setWidth(panel, next);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { pointer: event.pointerId, startX: event.clientX, startWidth: widthNow() };
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointer !== event.pointerId) return;
    // the handle is on the panel's left edge: moving it left widens the panel
    setWidth(panel, start.startWidth + (start.startX - event.clientX));
  };
  const onPointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointer !== event.pointerId) return;
    drag.current = null;
    event.currentTarget.releasePointerCapture(event.pointerId);
  };

  return (
    <div className="detail-panel" ref={panelRef} style={stored === undefined ? undefined : { width: stored }}>
      <div
        role="separator"
        aria-orientation="vertical"
        aria-label={t('detailPanel.resize')}
        aria-valuenow={width}
        aria-valuemin={DETAIL_MIN_WIDTH}
        aria-valuemax={DETAIL_MAX_WIDTH}
        tabIndex={0}
        className="detail-panel-handle"
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
      />
      {children}
    </div>
  );
}
