import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListControls } from '../../../shared/cursorList/ListControls';
import { useCursorList } from '../../../shared/cursorList/useCursorList';
import { focusRow, onRowLetterKeys } from '../../../shared/keyboard/rowKeys';
import { useKeyShortcut, useListShortcuts } from '../../../shared/keyboard/useKeyShortcut';
import { KeyNotice, useKeyReady } from '../../../shared/keyNotice/KeyNotice';
import { myListings } from '../api/myListingsQueries';
import { ListingOffers } from './ListingOffers';
import { MyListingsTable } from './MyListingsTable';

const NO_FILTERS = {};

/**
 * My listings (`#/desk/listings`): the key holder's listings in every status, with the transport
 * stage and when it changed, paged by hand (`listings-mine`). Enter on a row opens its offers beside
 * the list; Escape (or "Close") closes them and gives the focus back to the row. Needs the user's key
 * with `listings:read` (docs/api.md §Keys and environments): without a key nothing is called and the
 * notice says where to add one.
 */
export function MyListingsScreen() {
  const { t } = useTranslation('myListings');
  const ready = useKeyReady();
  return (
    <div className="screen my-listings-screen">
      <h1 className="screen-title">{t('title')}</h1>
      {ready ? <MyListingsBody /> : <KeyNotice permission="listings:read" />}
    </div>
  );
}

/** The list and the open listing's offers, once a key is in use. */
function MyListingsBody() {
  const { t } = useTranslation('myListings');
  const list = useCursorList(myListings, NO_FILTERS);
  const { shown } = list;
  const [openRef, setOpenRef] = useState<string | null>(null);
  const resultsRef = useRef<HTMLDivElement>(null);
  const keyProblem = list.error?.kind === 'unauthorized' || list.error?.kind === 'forbidden';

  const open = (ref: string) => {
    myListings.useStore.getState().select(ref);
    setOpenRef(ref);
  };
  const close = () => {
    const ref = myListings.useStore.getState().selectedId;
    setOpenRef(null);
    if (ref) requestAnimationFrame(() => focusRow(resultsRef.current, ref));
  };
  useKeyShortcut('Escape', close, openRef !== null);
  // `n` pages the open listing's offers while they are open, else my listings
  useListShortcuts({
    next: list.next,
    canNext: list.canNext && openRef === null,
    previous: list.previous,
    canPrevious: list.canPrevious && openRef === null,
  });

  if (keyProblem) return <KeyNotice permission="listings:read" error={list.error} />;
  const countText = shown && !list.stale ? t('results.count', { count: shown.data.length }) : null;

  return (
    <div className="results">
      <div
        className="list"
        ref={resultsRef}
        aria-busy={list.loading || undefined}
        onKeyDown={onRowLetterKeys}
      >
        <ListControls list={list} countText={countText} />
        {shown ? (
          shown.data.length > 0 ? (
            <div className={list.stale ? 'stale' : undefined}>
              <MyListingsTable listings={shown.data} openRef={openRef} onOpen={open} />
            </div>
          ) : list.stale ? null : (
            <p className="empty">{t('results.none')}</p>
          )
        ) : list.loading ? (
          <p className="muted">{t('results.loading')}</p>
        ) : null}
      </div>
      {openRef ? <ListingOffers key={openRef} listingRef={openRef} onClose={close} /> : null}
    </div>
  );
}
