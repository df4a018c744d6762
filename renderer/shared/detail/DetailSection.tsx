import { useEffect, useRef, type ReactNode } from 'react';
import { useKeyShortcut } from '../keyboard/useKeyShortcut';
import { DetailStatus } from './DetailStatus';
import type { DetailRead } from './useDetailRead';

/** Props of DetailSection: the read of the open item, and the screen's words and fields for it. */
export interface DetailSectionProps<T> {
  /** The section's accessible name ("Listing details"). */
  label: string;
  /** The heading: the item's name, or what stands for it. */
  heading: ReactNode;
  /** The open item's id or ref: the heading takes the focus when it changes. */
  itemKey: string;
  read: DetailRead<T>;
  /** The words of a Refresh button in the header ("Refresh", "Refreshing…"); no button without them. */
  refreshWords?: { refresh: string; refreshing: string };
  closeText: string;
  onClose: () => void;
  /** Said when the item is gone (DetailStatus). */
  goneText: string;
  loadingText: string;
  /** The item's fields and actions, once there is an item to show. */
  children: (item: T) => ReactNode;
}

/**
 * The item open beside a search's results (a listing, a free vehicle; docs/architecture.md §The
 * search-screen kit), inside `<section aria-label={label} className="detail">`: a header with the
 * heading, which takes the focus when the item opens, Refresh (with `refreshWords`, for an id that can
 * be one) and Close; the state line (DetailStatus: gone, a failure with Try again, loading); then the
 * item's fields (`children`). `r` reads the item again (docs/keyboard.md).
 */
export function DetailSection<T>({
  label,
  heading,
  itemKey,
  read,
  refreshWords,
  closeText,
  onClose,
  goneText,
  loadingText,
  children,
}: DetailSectionProps<T>) {
  useKeyShortcut('r', read.refresh);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => headingRef.current?.focus(), [itemKey]);
  return (
    <section aria-label={label} className="detail">
      <header className="detail-head">
        <h2 ref={headingRef} tabIndex={-1}>
          {heading}
        </h2>
        {refreshWords && read.wellFormed ? (
          <button
            type="button"
            aria-disabled={read.fetching || undefined}
            aria-keyshortcuts="r"
            onClick={read.refresh}
          >
            {read.fetching ? refreshWords.refreshing : refreshWords.refresh}
          </button>
        ) : null}
        <button type="button" onClick={onClose}>
          {closeText}
        </button>
      </header>
      <DetailStatus
        gone={read.gone}
        error={read.error}
        loading={read.loading}
        goneText={goneText}
        loadingText={loadingText}
        onTryAgain={read.tryAgain}
      />
      {read.item === undefined ? null : children(read.item)}
    </section>
  );
}
