import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Listing } from '../../../../shared/api/types';
import { LoadingMark, MissingMark } from '../../../shared/table/CellMarks';
import type { ListingRead } from '../model/listingReads';

/**
 * A table cell's figure that comes from an offer's listing (`ListingRead`): the shared loading mark
 * while the listing is read, "—" with its reason in words when the listing is no longer on the
 * exchange (404) or could not be read, else what `children` makes of the listing.
 */
export function ListingCell({
  read,
  children,
}: {
  read: ListingRead;
  children: (listing: Listing) => ReactNode;
}) {
  const { t } = useTranslation('offers');
  switch (read.state) {
    case 'loading':
      return <LoadingMark />;
    case 'gone':
      return <MissingMark reason={t('listing.gone')} />;
    case 'failed':
      return <MissingMark reason={t('listing.failed')} />;
    case 'ready':
      return <>{children(read.listing)}</>;
  }
}
