import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../format/useLocale';
import type { ListFreshness as ListFreshnessState } from '../cursorList/useListFreshness';
import { readAtParts } from './readAt';
import './freshness.css';

/**
 * docs/watch.md §Fresh lists, above a list's rows: "Read at 10:42" (plain text, in the UI language's
 * clock; "yesterday" or the date when not today), "Check for new" (page 1 read again; the user is not
 * moved), on page 1 what its last read brought ("3 new rows since the last read", the rows a screen
 * marks), and on page 2 or later the bar "3 new since you started paging" with "Start over". The bar
 * and a failed check are said in a polite live region (not `role="status"`: the pager's line is the
 * list's status). "Check for new" is `aria-disabled` while page 1 is read, so it keeps the focus.
 * Its props: what `useCursorList(...).freshness` gives.
 */
export function ListFreshness(props: ListFreshnessState) {
  const { t } = useTranslation('common');
  const locale = useLocale();
  const { readAt, newSincePaging, checking } = props;
  // "today" is judged against the clock when the line first shows; a page read later is today too
  const [now] = useState(() => Date.now());
  if (readAt === null) return null;
  const parts = readAtParts(readAt, now, locale);
  const readText =
    parts.day === 'today'
      ? t('freshness.readToday', { time: parts.time })
      : parts.day === 'yesterday'
        ? t('freshness.readYesterday', { time: parts.time })
        : t('freshness.readEarlier', { time: parts.time, date: parts.date });
  const newText =
    newSincePaging === null
      ? null
      : newSincePaging.atLeast
        ? t('freshness.newSincePagingAtLeast', { count: newSincePaging.count })
        : t('freshness.newSincePaging', { count: newSincePaging.count });

  return (
    <div className="list-freshness">
      <p className="read-at">{readText}</p>
      <button
        type="button"
        aria-disabled={checking}
        onClick={(event) => {
          event.preventDefault();
          if (!checking) props.checkForNew();
        }}
      >
        {t('freshness.checkForNew')}
      </button>
      <div aria-live="polite">
        {props.checkFailed ? <p>{t('freshness.checkFailed')}</p> : null}
        {props.page === 1 && props.newSinceRead.length > 0 ? (
          <p className="new-since-read">
            {t('freshness.newSinceRead', { count: props.newSinceRead.length })}
          </p>
        ) : null}
        {newText !== null ? (
          <div className="new-since-paging">
            <p>{newText}</p>
            <button type="button" onClick={props.startOver}>
              {t('action.startOver')}
            </button>
          </div>
        ) : null}
      </div>
    </div>
  );
}
