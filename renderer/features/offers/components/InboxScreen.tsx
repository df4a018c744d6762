import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ToggleButton, ToggleButtonGroup } from 'react-aria-components';
import { OFFER_STATUSES, type OfferStatus } from '../../../../shared/domain/vocabulary';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { ListControls } from '../../../shared/cursorList/ListControls';
import { useCursorList } from '../../../shared/cursorList/useCursorList';
import { focusRow, onRowLetterKeys } from '../../../shared/keyboard/rowKeys';
import { useFocusShortcut } from '../../../shared/keyboard/useFocusShortcut';
import { useListShortcuts } from '../../../shared/keyboard/useKeyShortcut';
import { isKeyProblem, KeyNotice, useKeyReady } from '../../../shared/keyNotice/KeyNotice';
import type { GridSort } from '../../../shared/table/GridTable';
import { toAppError } from '../../../shared/transport';
import { useVocab } from '../../../shared/vocab/useVocab';
import { markInboxSeen, useInboxSeen } from '../api/inboxSeen';
import { inboxListings, offerKeys, offerQueries } from '../api/offerQueries';
import { NO_FILTERS } from '../../../shared/cursorList/cursorList';
import { inboxRows } from '../model/inboxTable';
import { newOfferIds, shownNewIds, type StatusFilter } from '../model/inboxView';
import { lastListingsSearch } from './CellLink';
import { InboxTable } from './InboxTable';
import './offers.css';

/**
 * The offer inbox (`#/inbox`, docs/api.md §Resources): offers received on the user's own listings, in
 * one table (InboxTable): a header row per listing (ref, route, loading date, budget), listings ordered
 * by their newest offer (newest first), each listing's offers newest first or by price (within the
 * listing, on this page), each with its price against the listing's budget in words; filtered by status.
 * Polite by design: the user's listings are paged by hand (`listings.mine`, list `inbox-listings`) and
 * the offers of the listings on the page being viewed are read with one `offers.inbox` call (main
 * reads at most 2 listings at a time, each one's first page of offers). Nothing is re-read until the
 * user asks (Refresh, `r`); `/` goes to the status filter. Offers not seen before carry a "New" badge; once shown they are marked
 * seen (`seen.mark`, scope `inbox`), and keep their badge until the app starts again (the offers marked
 * during this run, `useInboxSeen`), also when the inbox opens again. Needs a key
 * with `listings:read` and `offers:read`; the notice names whichever a 403 was about.
 */
export function InboxScreen() {
  const { t } = useTranslation('offers');
  const ready = useKeyReady();
  return (
    <div className="screen inbox-screen">
      <h1 className="screen-title">{t('title')}</h1>
      {ready ? <InboxBody /> : <KeyNotice permission="offers:read" />}
    </div>
  );
}

/** The listings' pager, the status filter and the groups, once a key is in use. */
function InboxBody() {
  const { t } = useTranslation('offers');
  const vocab = useVocab();
  const queryClient = useQueryClient();
  const list = useCursorList(inboxListings, NO_FILTERS);
  const { shown } = list;
  const listings = shown?.data ?? [];
  const refs = listings.map((listing) => listing.ref);
  const statusOf = useMemo(() => {
    const statuses = new Map(shown?.data.map((listing) => [listing.ref, listing.status as string]));
    return (ref: string) => statuses.get(ref);
  }, [shown]);
  const inbox = useQuery({ ...offerQueries.inbox(refs), enabled: refs.length > 0 });
  const inboxError = inbox.isError ? toAppError(inbox.error) : null;
  const entries = inbox.data;
  const [status, setStatus] = useState<StatusFilter>('all');
  // offers that were new when shown keep their badge after they are marked seen, for this run of the
  // app: back from an offer's page the inbox opens again, and the watch may have read the inbox again
  // meanwhile (the offer then comes back already seen), so the badge is not left to that timing
  const [newThisVisit, setNewThisVisit] = useState<ReadonlySet<string>>(
    () => new Set(useInboxSeen.getState().marked),
  );
  const [sort, setSort] = useState<GridSort | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const navigate = useNavigate();

  const listingsKeyProblem = isKeyProblem(list.error);
  const offersForbidden =
    isKeyProblem(inboxError) ||
    (entries !== undefined && entries.length > 0 && entries.every((entry) => isKeyProblem(entry.error)));
  const offersKeyError = inboxError ?? entries?.find((entry) => entry.error !== null)?.error ?? null;

  // mark the offers on screen seen, after they were displayed
  const visibleNew = entries && !offersForbidden ? shownNewIds(entries, status, statusOf) : [];
  const visibleNewKey = visibleNew.join(',');
  // React's "adjust state while rendering" pattern: remember them before they are marked seen
  if (visibleNew.some((id) => !newThisVisit.has(id)))
    setNewThisVisit(new Set([...newThisVisit, ...visibleNew]));
  useEffect(() => {
    if (visibleNew.length === 0) return;
    markInboxSeen(visibleNew).catch(() => undefined);
    // the ids are read through their joined key
  }, [visibleNewKey]); // eslint-disable-line react-hooks/exhaustive-deps

  // back from an offer's page: the focus returns to its row
  const focusedOnce = useRef(false);
  useEffect(() => {
    if (focusedOnce.current || !entries) return;
    const id = inboxListings.useStore.getState().selectedId;
    if (!id) return;
    focusedOnce.current = true;
    requestAnimationFrame(() => {
      if (resultsRef.current?.querySelector(`[role="row"][data-key="${CSS.escape(id)}"]`))
        focusRow(resultsRef.current, id);
    });
  }, [entries]);

  const refresh = () => {
    if (list.loading || inbox.isFetching) return;
    // page 1 is read afresh (a cursor is never re-sent); the offers of the page on screen always
    if (list.page === 1) list.restart();
    void queryClient.invalidateQueries({ queryKey: offerKeys.inboxAll });
  };
  useListShortcuts({
    next: list.next,
    canNext: list.canNext,
    previous: list.previous,
    canPrevious: list.canPrevious,
    refresh,
  });
  // `/`: the status filter, on its chosen button (the group is one tab stop)
  useFocusShortcut(
    () =>
      resultsRef.current?.querySelector<HTMLElement>(
        '.inbox-toolbar [aria-checked="true"], .inbox-toolbar [aria-pressed="true"]',
      ) ?? null,
  );

  const rows = useMemo(
    () => inboxRows(shown?.data ?? [], entries ?? [], status, sort),
    [shown, entries, status, sort],
  );
  const isNew = useCallback(
    (id: string) =>
      newThisVisit.has(id) ||
      (entries ?? []).some((entry) => newOfferIds(entry, statusOf(entry.ref)).has(id)),
    [newThisVisit, entries, statusOf],
  );
  const open = (key: string) => {
    if (key.startsWith('problem:')) return;
    if (key.startsWith('listing:')) {
      const ref = key.slice('listing:'.length);
      void navigate({ to: '/listings/$ref', params: { ref }, search: lastListingsSearch() });
      return;
    }
    inboxListings.useStore.getState().select(key);
    void navigate({ to: '/offers/$id', params: { id: key } });
  };

  if (listingsKeyProblem) return <KeyNotice permission="listings:read" error={list.error} />;

  const shownGroups = rows.filter((row) => row.kind === 'group').length;
  const quiet = entries ? listings.length - shownGroups : 0;
  const countText = shown && !list.stale ? t('inbox.listingCount', { count: shown.data.length }) : null;

  return (
    <div className="results">
      <div className="list" ref={resultsRef} aria-busy={list.loading || inbox.isFetching || undefined}>
        <div className="inbox-toolbar">
          <ToggleButtonGroup
            aria-label={t('inbox.filterLabel')}
            selectionMode="single"
            disallowEmptySelection
            selectedKeys={[status]}
            onSelectionChange={(keys) => {
              const [key] = [...keys];
              if (key) setStatus(key as StatusFilter);
            }}
            className="toggle-group"
          >
            <ToggleButton id="all">{t('inbox.filterAll')}</ToggleButton>
            {OFFER_STATUSES.map((code: OfferStatus) => (
              <ToggleButton key={code} id={code}>
                {vocab.offerStatus(code)}
              </ToggleButton>
            ))}
          </ToggleButtonGroup>
          <button
            type="button"
            onClick={refresh}
            disabled={list.loading || inbox.isFetching}
            aria-keyshortcuts="r"
          >
            {t('refresh')}
          </button>
        </div>
        <ListControls list={list} countText={countText} />
        {offersForbidden ? (
          <KeyNotice permission="offers:read" error={offersKeyError} />
        ) : inboxError ? (
          <ErrorAlert error={inboxError} onTryAgain={() => void inbox.refetch()} />
        ) : null}
        {shown === undefined ? (
          list.loading ? (
            <p className="muted">{t('inbox.loading')}</p>
          ) : null
        ) : shown.data.length === 0 && !list.stale ? (
          <p className="empty">{t('inbox.noListings')}</p>
        ) : offersForbidden ? null : entries === undefined ? (
          inbox.isFetching ? (
            <p className="muted">{t('inbox.loadingOffers')}</p>
          ) : null
        ) : (
          <div onKeyDown={onRowLetterKeys}>
            {shownGroups > 0 ? (
              <InboxTable rows={rows} isNew={isNew} sort={sort} onSortChange={setSort} onRowAction={open} />
            ) : (
              <p className="empty">{t('inbox.noOffers')}</p>
            )}
            {quiet > 0 ? <p className="muted">{t('inbox.withoutOffers', { count: quiet })}</p> : null}
          </div>
        )}
      </div>
    </div>
  );
}
