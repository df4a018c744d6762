import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { NO_FILTERS } from '../../../shared/cursorList/cursorList';
import { isKeyProblem, KeyNotice, useKeyReady } from '../../../shared/keyNotice/KeyNotice';
import { DetailPanel } from '../../../shared/searchScreen/DetailPanel';
import { ResultsLayout } from '../../../shared/searchScreen/ResultsLayout';
import { nextFrame } from '../../../shared/searchScreen/useDetailClose';
import { useSearchScreen } from '../../../shared/searchScreen/useSearchScreen';
import { myListings } from '../api/myListingsQueries';
import { ListingOffers } from './ListingOffers';
import { MyListingsTable } from './MyListingsTable';

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
  const [openRef, setOpenRef] = useState<string | null>(null);
  const { list, listRef, open, close } = useSearchScreen({
    list: myListings,
    filters: NO_FILTERS,
    showItem: setOpenRef,
    openId: openRef,
    leaveItem: () => {
      setOpenRef(null);
      return nextFrame();
    },
    // `n` pages the open listing's offers while they are open, else my listings
    pageKeys: 'whileClosed',
  });
  const { shown } = list;
  const keyProblem = isKeyProblem(list.error);

  if (keyProblem) return <KeyNotice permission="listings:read" error={list.error} />;
  const countText = shown && !list.stale ? t('results.count', { count: shown.data.length }) : null;

  return (
    <ResultsLayout
      list={list}
      listRef={listRef}
      countText={countText}
      loadingText={t('results.loading')}
      emptyText={t('results.none')}
      detail={
        openRef ? (
          <DetailPanel panel="my-listings">
            <ListingOffers key={openRef} listingRef={openRef} onClose={close} />
          </DetailPanel>
        ) : null
      }
    >
      {shown ? <MyListingsTable listings={shown.data} openRef={openRef} onOpen={open} /> : null}
    </ResultsLayout>
  );
}
