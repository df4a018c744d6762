import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ListingFilters } from '../../../../shared/contract/calls';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { toAppError } from '../../../shared/transport';
import { listingQueries } from '../api/listingQueries';
import { restartSearch } from '../api/restartSearch';
import { currentPage, useListingSearch } from '../state/listingSearchStore';
import { FiltersForm } from './FiltersForm';
import { ListingDetail } from './ListingDetail';
import { ListingsTable } from './ListingsTable';

function countText(count: number): string {
  return count === 1 ? '1 listing' : `${count} listings`;
}

/**
 * The listings search screen: filters, one page of results, manual paging and the detail panel.
 * Paging is manual only (spec 8: no offsets; DECISIONS "Lists and cursors"): "Next page" sends the
 * current page's `nextCursor`; "Previous page" shows a page already fetched, from the query cache.
 */
export function ListingsScreen() {
  const queryClient = useQueryClient();
  const filters = useListingSearch((s) => s.filters);
  const cursors = useListingSearch((s) => s.cursors);
  const selectedRef = useListingSearch((s) => s.selectedRef);
  const next = useListingSearch((s) => s.next);
  const previous = useListingSearch((s) => s.previous);
  const select = useListingSearch((s) => s.select);
  const { page, cursor } = currentPage({ cursors });

  const query = useQuery(listingQueries.page(filters, cursor));
  const data = query.data;
  const loading = query.isFetching;
  const canGoNext = Boolean(data?.hasMore && data.nextCursor) && !loading;

  const search = (newFilters: ListingFilters) => restartSearch(queryClient, newFilters);
  const searchAgain = () => restartSearch(queryClient);
  const selected = data?.data.find((listing) => listing.ref === selectedRef);

  let status = `Page ${page}`;
  if (loading) status += ' · Loading…';
  else if (data) status += ` · ${countText(data.data.length)}`;
  else if (query.isError) status += ' · not loaded';

  return (
    <div className="screen">
      <FiltersForm initial={filters} onSearch={search} />
      <div className="results">
        <main className="list">
          <div className="pager">
            <p role="status">{status}</p>
            <button type="button" onClick={previous} disabled={page <= 1}>
              Previous page
            </button>
            <button
              type="button"
              onClick={() => data?.nextCursor && next(data.nextCursor)}
              disabled={!canGoNext}
            >
              Next page
            </button>
          </div>
          {query.isError ? (
            <ErrorAlert
              error={toAppError(query.error)}
              context="list"
              onSearchAgain={searchAgain}
              onTryAgain={() => void query.refetch()}
            />
          ) : null}
          {data && !query.isError ? (
            data.data.length > 0 ? (
              <ListingsTable listings={data.data} selectedRef={selectedRef} onSelect={select} />
            ) : (
              <p className="empty">No listings match these filters.</p>
            )
          ) : null}
        </main>
        {selectedRef ? (
          <ListingDetail
            key={selectedRef}
            listingRef={selectedRef}
            fromList={selected}
            onClose={() => select(null)}
          />
        ) : null}
      </div>
    </div>
  );
}
