import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { useLocale } from '../../../shared/format/useLocale';
import { placeQueries } from '../../../shared/places/placeQueries';
import { toAppError } from '../../../shared/transport';
import { costEstimateQueries } from '../api/costEstimateQueries';
import { costEstimateFieldsOf, type CostEstimateSearch } from '../model/search';
import { estimateInputOf, placeSlugsOf } from '../model/estimateForm';
import { routeSlugsInputOf, withRouteSlugs } from '../model/routeSlugs';
import { notFoundText } from '../model/notFoundText';
import { EstimateForm } from './EstimateForm';
import { EstimateResult } from './EstimateResult';
import './costEstimate.css';

const route = getRouteApi('/cost-estimate');

/** The query's stand-in input while no route is asked (the query is then off). */
const NO_ROUTE = { from: { country: 'RO', city: null }, to: { country: 'RO', city: null }, km: 0 };

/** No place picked from the look-up (`placeSlugsOf`). */
const NO_PICK = { from: null, to: null };

/**
 * The cost estimator (`#/cost-estimate?<fields>`, docs/api.md §Cost estimate). The form starts from the
 * URL's fields (so a listing's "Estimate this route" opens it pre-filled) and Estimate writes them to
 * the URL; the estimate shown is the URL's route, asked through `costs.estimate` once both countries are
 * set. Opened from a listing (`routeKm`), a place name several places share is first found on the
 * listing's route and sent by the exchange's slug (../model/routeSlugs.ts). A 404 names the place the
 * exchange does not know; other failures read as ErrorAlert sentences.
 */
export function CostEstimateScreen() {
  const { t } = useTranslation('costEstimate');
  const locale = useLocale();
  const search = route.useSearch({ select: costEstimateFieldsOf });
  const navigate = useNavigate();
  // opened from a listing: its places are sent by the exchange's slugs of the ones on its route
  // (../model/routeSlugs.ts); a failed look-up leaves the names, and the note below says if the
  // exchange then measured another route
  const slugsWanted = routeSlugsInputOf(search);
  const slugs = useQuery({
    ...placeQueries.routeSlugs(slugsWanted ?? NO_ROUTE),
    enabled: slugsWanted !== null,
  });
  const placing = slugsWanted !== null && slugs.isPending;
  const shown = slugsWanted === null ? search : withRouteSlugs(search, slugs.data);
  const input = placing ? null : estimateInputOf(shown);
  const estimate = useQuery({
    ...costEstimateQueries.route(input ?? { fromCountry: 'RO', toCountry: 'RO' }),
    enabled: input !== null,
  });

  // a place found for the listing's route stays while its name and country do, as a picked one does
  const onEstimate = (next: CostEstimateSearch) => {
    void navigate({ to: '/cost-estimate', search: { ...placeSlugsOf(next, NO_PICK, shown), ...next } });
  };

  const error = estimate.isError ? toAppError(estimate.error) : null;

  return (
    <div className="screen estimate-screen">
      <h1 className="screen-title">{t('title')}</h1>
      <p className="muted estimate-intro">{t('intro')}</p>
      <EstimateForm initial={search} onEstimate={onEstimate} />
      <div className="estimate-body" aria-busy={placing || estimate.isFetching}>
        {input === null && !placing ? <p className="muted">{t('empty')}</p> : null}
        {placing || (input !== null && estimate.isPending) ? (
          <p role="status" className="muted">
            {t('loading')}
          </p>
        ) : null}
        {error && input !== null ? (
          error.kind === 'not_found' ? (
            <div role="alert" className="alert">
              <p>{notFoundText(error, input, t, locale)}</p>
            </div>
          ) : (
            <ErrorAlert error={error} context="detail" onTryAgain={() => void estimate.refetch()} />
          )
        ) : null}
        {estimate.data && !estimate.isError ? (
          <EstimateResult estimate={estimate.data} routeKm={search.routeKm} />
        ) : null}
      </div>
    </div>
  );
}
