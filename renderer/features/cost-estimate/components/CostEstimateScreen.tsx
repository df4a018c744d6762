import { useQuery } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../../shared/ErrorAlert';
import { useLocale } from '../../../shared/format/useLocale';
import { toAppError } from '../../../shared/transport';
import { costEstimateQueries } from '../api/costEstimateQueries';
import { costEstimateFieldsOf, type CostEstimateSearch } from '../model/search';
import { estimateInputOf } from '../model/estimateForm';
import { notFoundText } from '../model/notFoundText';
import { EstimateForm } from './EstimateForm';
import { EstimateResult } from './EstimateResult';
import './costEstimate.css';

const route = getRouteApi('/cost-estimate');

/**
 * The cost estimator (`#/cost-estimate?<fields>`, docs/api.md §Cost estimate). The form starts from the
 * URL's fields (so a listing's "Estimate this route" opens it pre-filled) and Estimate writes them to
 * the URL; the estimate shown is the URL's route, asked through `costs.estimate` once both countries are
 * set. A 404 names the place the exchange does not know; other failures read as ErrorAlert sentences.
 */
export function CostEstimateScreen() {
  const { t } = useTranslation('costEstimate');
  const locale = useLocale();
  const search = route.useSearch({ select: costEstimateFieldsOf });
  const navigate = useNavigate();
  const input = estimateInputOf(search);
  const estimate = useQuery({
    ...costEstimateQueries.route(input ?? { fromCountry: 'RO', toCountry: 'RO' }),
    enabled: input !== null,
  });

  const onEstimate = (next: CostEstimateSearch) => {
    void navigate({ to: '/cost-estimate', search: next });
  };

  const error = estimate.isError ? toAppError(estimate.error) : null;

  return (
    <div className="screen estimate-screen">
      <h1 className="screen-title">{t('title')}</h1>
      <p className="muted estimate-intro">{t('intro')}</p>
      <EstimateForm initial={search} onEstimate={onEstimate} />
      <div className="estimate-body" aria-busy={estimate.isFetching}>
        {input === null ? <p className="muted">{t('empty')}</p> : null}
        {input !== null && estimate.isPending ? (
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
