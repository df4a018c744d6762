import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate, useParams, useRouter } from '@tanstack/react-router';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Offer } from '../../../../shared/api/types';
import { ExchangeText } from '../../../shared/ExchangeText';
import { CopyTextButton } from '../../../shared/clipboard/CopyTextButton';
import { DetailItem } from '../../../shared/detail/DetailItem';
import { DetailStatus } from '../../../shared/detail/DetailStatus';
import { isResourceId } from '../../../shared/detail/resourceId';
import { formatDateTime, formatDay } from '../../../shared/format/dates';
import { formatInteger, formatMoney, NO_VALUE } from '../../../../shared/format/numbers';
import { carrierView } from '../../../shared/format/carrier';
import { useLocale } from '../../../shared/format/useLocale';
import { useKeyShortcut, useListShortcuts } from '../../../shared/keyboard/useKeyShortcut';
import { isKeyProblem, KeyNotice, useKeyReady } from '../../../shared/keyNotice/KeyNotice';
import { useWebsiteLink } from '../../../shared/session/useWebsiteLink';
import { toAppError } from '../../../shared/transport';
import { useVocab } from '../../../shared/vocab/useVocab';
import { offerQueries } from '../api/offerQueries';
import { lastListingsSearch } from './CellLink';
import { offerAsText } from '../model/offerAsText';
import './offers.css';

/**
 * An offer's page (`#/offers/<id>`, `offers.get`, docs/api.md §Resources): every field (price and
 * currency, available date, message, status, expires, revisions, sent, updated, the listing with a
 * link to its page), the carrier's minimal public profile (name, company or person, verified; never
 * contact data), and a note that offers are accepted on the website with "Open on the exchange", the
 * offer's `url` by the one link rule (renderer/shared/format/websiteLink.ts: https, or the sandbox's own
 * stand-in page in a sandbox session; in the browser), and "Copy as text" (price, status, listing ref
 * and link, `offerAsText`, with "Copied" said in a live region). A 404 (or an id that is not a uuid) reads "This offer is no longer on
 * the exchange". `r` (or Refresh) reads it again; Escape goes back where the user came from.
 * Needs a key with `offers:read`.
 */
export function OfferScreen() {
  const { t } = useTranslation('offers');
  const ready = useKeyReady();
  const id = useParams({ strict: false }).id ?? '';
  const router = useRouter();
  const navigate = useNavigate();
  useKeyShortcut('Escape', () => {
    if (router.history.canGoBack()) router.history.back();
    else void navigate({ to: '/offers/sent' });
  });
  return (
    <div className="screen offer-page">
      <h1 className="screen-title">{t('offerTitle')}</h1>
      {ready ? <OfferBody key={id} id={id} /> : <KeyNotice permission="offers:read" />}
    </div>
  );
}

/** The offer, once a key is in use. */
function OfferBody({ id }: { id: string }) {
  const { t } = useTranslation('offers');
  const wellFormed = isResourceId(id);
  const query = useQuery({ ...offerQueries.detail(id), enabled: wellFormed });
  const error = query.isError ? toAppError(query.error) : null;
  const gone = !wellFormed || error?.kind === 'not_found';
  const refresh = () => {
    if (wellFormed && !query.isFetching) void query.refetch();
  };
  useListShortcuts({ refresh });

  if (isKeyProblem(error)) return <KeyNotice permission="offers:read" error={error} />;
  const offer = gone ? undefined : query.data;

  return (
    <section aria-busy={query.isFetching || undefined}>
      <div className="detail-head">
        <button
          type="button"
          onClick={refresh}
          disabled={!wellFormed || query.isFetching}
          aria-keyshortcuts="r"
        >
          {t('refresh')}
        </button>
      </div>
      <DetailStatus
        gone={gone}
        error={error}
        loading={!offer && query.isPending}
        goneText={t('offer.gone')}
        loadingText={t('offer.loading')}
        onTryAgain={refresh}
      />
      {offer ? <OfferFields offer={offer} /> : null}
    </section>
  );
}

/** The fields of one offer, the carrier's public profile, the website note and "Copy as text". */
function OfferFields({ offer }: { offer: Offer }) {
  const { t } = useTranslation('offers');
  const vocab = useVocab();
  const locale = useLocale();
  const url = useWebsiteLink(offer.url);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), [offer.id]);
  const carrier = carrierView(offer.carrier);
  return (
    <>
      <h2 ref={heading} tabIndex={-1}>
        {t('offer.heading', {
          price: formatMoney(offer.price, offer.currency, locale),
          ref: offer.listingRef,
        })}
      </h2>
      <dl>
        <DetailItem term={t('offer.listing')}>
          <Link to="/listings/$ref" params={{ ref: offer.listingRef }} search={lastListingsSearch()}>
            {offer.listingRef}
          </Link>
        </DetailItem>
        <DetailItem term={t('offer.price')}>{formatMoney(offer.price, offer.currency, locale)}</DetailItem>
        <DetailItem term={t('offer.currency')}>{offer.currency}</DetailItem>
        <DetailItem term={t('offer.available')}>
          {offer.availableDate ? formatDay(offer.availableDate, locale) : NO_VALUE}
        </DetailItem>
        <DetailItem term={t('offer.message')}>
          {offer.message ? <ExchangeText text={offer.message} /> : NO_VALUE}
        </DetailItem>
        <DetailItem term={t('offer.status')}>{vocab.offerStatus(offer.status)}</DetailItem>
        <DetailItem term={t('offer.expires')}>{formatDateTime(offer.expiresAt, locale)}</DetailItem>
        <DetailItem term={t('offer.revisions')}>{formatInteger(offer.revisions, locale)}</DetailItem>
        <DetailItem term={t('offer.created')}>{formatDateTime(offer.createdAt, locale)}</DetailItem>
        <DetailItem term={t('offer.updated')}>{formatDateTime(offer.updatedAt, locale)}</DetailItem>
      </dl>
      <h3>{t('carrier.title')}</h3>
      <dl>
        <DetailItem term={t('carrier.name')}>{carrier.name}</DetailItem>
        <DetailItem term={t('carrier.kind')}>
          {carrier.isCompany === null
            ? NO_VALUE
            : carrier.isCompany
              ? t('carrier.company')
              : t('carrier.person')}
        </DetailItem>
        <DetailItem term={t('carrier.verified')}>
          {carrier.verified === null ? NO_VALUE : carrier.verified ? t('carrier.yes') : t('carrier.no')}
        </DetailItem>
      </dl>
      <p className="website-note">
        {t('offer.websiteNote')}{' '}
        {url ? (
          <a href={url} target="_blank" rel="noopener noreferrer">
            {t('offer.openOnExchange')}
          </a>
        ) : null}
      </p>
      <p>
        <CopyTextButton key={offer.id} text={() => offerAsText(offer, t, { vocab, locale }, url)} />
      </p>
    </>
  );
}
