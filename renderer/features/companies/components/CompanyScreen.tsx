import { useQuery } from '@tanstack/react-query';
import { useParams } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { Company } from '../../../../shared/api/types';
import { DetailItem } from '../../../shared/detail/DetailItem';
import { DetailStatus } from '../../../shared/detail/DetailStatus';
import { isResourceId } from '../../../shared/detail/resourceId';
import { countryName } from '../../../shared/format/countries';
import { formatInteger, NO_VALUE } from '../../../../shared/format/numbers';
import { useLocale } from '../../../shared/format/useLocale';
import { NoteEditor } from '../../notes';
import { useWebsiteLink } from '../../../shared/session/useWebsiteLink';
import { toAppError } from '../../../shared/transport';
import { useVocab } from '../../../shared/vocab/useVocab';
import { companyQueries } from '../api/companyQueries';
import { labelOf } from '../model/profile';
import './company.css';

/**
 * The fields of one company profile, in the UI language. A company of the Romanian registry (`registry`
 * `anaf`) shows its CUI, județ and ANAF status; another (`vies`, a Bulgarian or German firm) its VAT
 * number, and no județ or ANAF status, which Romania alone has (shared/api/v1.json `Company`: `cui` is
 * a Romanian CUI for `anaf`, an EU VAT number for `vies`; issue 53 §9).
 */
function Profile({ company }: { company: Company }) {
  const { t } = useTranslation('companies');
  const vocab = useVocab();
  const locale = useLocale();
  const anaf = labelOf(
    {
      active: t('anaf.active'),
      inactive: t('anaf.inactive'),
      suspended: t('anaf.suspended'),
      radiated: t('anaf.radiated'),
      unknown: t('anaf.unknown'),
    },
    company.anafStatus,
  );
  const verification = labelOf(
    {
      unverified: t('verification.unverified'),
      pending: t('verification.pending'),
      verified: t('verification.verified'),
      rejected: t('verification.rejected'),
    },
    company.verificationStatus,
  );
  const romanian = company.registry === 'anaf';
  const registry = labelOf({ anaf: t('registry.anaf'), vies: t('registry.vies') }, company.registry);
  const url = useWebsiteLink(company.url);
  const rating =
    company.rating === null
      ? t('profile.noRating')
      : t('profile.ratingValue', {
          rating: new Intl.NumberFormat(locale, {
            minimumFractionDigits: 1,
            maximumFractionDigits: 1,
          }).format(company.rating),
        });
  return (
    <>
      <p className="badges">
        {company.arrVerified ? <span className="badge">{t('profile.arr')}</span> : null}
        {company.cmrVerified ? <span className="badge">{t('profile.cmr')}</span> : null}
      </p>
      <dl>
        <DetailItem term={romanian ? t('profile.cui') : t('profile.vatNumber')}>{company.cui}</DetailItem>
        <DetailItem term={t('profile.registry')}>{registry}</DetailItem>
        <DetailItem term={t('profile.city')}>{company.city ?? NO_VALUE}</DetailItem>
        {romanian ? <DetailItem term={t('profile.county')}>{company.county ?? NO_VALUE}</DetailItem> : null}
        <DetailItem term={t('profile.country')}>{countryName(company.country, locale)}</DetailItem>
        {romanian ? <DetailItem term={t('profile.anafStatus')}>{anaf}</DetailItem> : null}
        <DetailItem term={t('profile.verification')}>{verification}</DetailItem>
        <DetailItem term={t('profile.arrLabel')}>
          {company.arrVerified ? t('profile.yes') : t('profile.no')}
        </DetailItem>
        <DetailItem term={t('profile.cmrLabel')}>
          {company.cmrVerified ? t('profile.yes') : t('profile.no')}
        </DetailItem>
        <DetailItem term={t('profile.vehicleTypes')}>
          {company.vehicleTypes.length > 0 ? company.vehicleTypes.map(vocab.truckType).join(', ') : NO_VALUE}
        </DetailItem>
        <DetailItem term={t('profile.rating')}>{rating}</DetailItem>
        <DetailItem term={t('profile.reviews')}>
          {t('profile.reviewCount', {
            count: company.reviewCount,
            formatted: formatInteger(company.reviewCount, locale),
          })}
        </DetailItem>
      </dl>
      {url ? (
        <p className="detail-links">
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('profile.openOnExchange')}
          </a>
        </p>
      ) : null}
    </>
  );
}

/**
 * A company's public profile (`#/companies/<id>`, `companies.get`, docs/api.md §Resources): name, CUI
 * and registry, place, ANAF and verification status (a value the app does not know reads as words),
 * ARR and CMR badges, vehicle kinds, rating and review count, and "Open on the exchange": the profile
 * on the website, the company's `url` by the one link rule (renderer/shared/format/websiteLink.ts:
 * https, or the sandbox's own stand-in page in a sandbox session), in a new window. A 404 (or an id that is not a uuid) reads "This company is not on the exchange".
 */
export function CompanyScreen() {
  const { t } = useTranslation('companies');
  const id = useParams({ strict: false }).id ?? '';
  const wellFormed = isResourceId(id);
  const query = useQuery({ ...companyQueries.detail(id), enabled: wellFormed });
  const gone = !wellFormed || (query.isError && toAppError(query.error).kind === 'not_found');
  const company = gone ? undefined : query.data;
  return (
    <div className="screen company-screen">
      <h1 className="screen-title">{company ? company.name : t('title')}</h1>
      <DetailStatus
        gone={gone}
        error={query.isError ? toAppError(query.error) : null}
        loading={query.isPending}
        goneText={t('gone')}
        loadingText={t('loading')}
        onTryAgain={() => void query.refetch()}
      />
      {company ? <Profile company={company} /> : null}
      {company ? (
        <NoteEditor
          key={company.id}
          subject={{ kind: 'company', id: company.id }}
          label={company.name}
          level={2}
        />
      ) : null}
    </div>
  );
}
