import { useTranslation } from 'react-i18next';

/** Props of OnExchange: a route (or place) as the UI shows it and as the exchange writes it. */
export interface OnExchangeProps {
  /** As shown, its cities in the UI language: "München, DE → Viena, AT". */
  shown: string;
  /** As the exchange writes it: "Munchen, DE → Wien, AT". */
  written: string;
}

/**
 * A detail panel's line under a route shown in the UI's language: "On the exchange: Munchen, DE →
 * Wien, AT", so the dispatcher can still find the listing as the exchange and its other users write it
 * (docs/api.md §Places, "A place in the UI's language"). Nothing when both read the same.
 */
export function OnExchange({ shown, written }: OnExchangeProps) {
  const { t } = useTranslation('common');
  if (shown === written) return null;
  return <span className="on-exchange muted small">{t('place.onExchange', { route: written })}</span>;
}
