import type { AppError } from '../../../shared/contract/errors';
import { ErrorAlert } from '../ErrorAlert';

/** Props of DetailStatus: what the read of one item came to, and the screen's words for it. */
export interface DetailStatusProps {
  /** The item is not there (a 404, or an id that cannot be one): `goneText` is said. */
  gone: boolean;
  /** Any other failure of the read, said by ErrorAlert with Try again. */
  error: AppError | null;
  /** Nothing to show yet: `loadingText` is said (never while gone). */
  loading: boolean;
  goneText: string;
  loadingText: string;
  onTryAgain: () => void;
}

/**
 * The state line of a detail screen (a listing, a vehicle, an offer, a company; docs/api.md
 * §Resources): "no longer on the exchange" as an alert when the item is gone, the error's sentence
 * with Try again when the read failed otherwise, or a loading line while nothing is shown yet.
 */
export function DetailStatus({ gone, error, loading, goneText, loadingText, onTryAgain }: DetailStatusProps) {
  return (
    <>
      {gone ? (
        <p role="alert" className="alert">
          {goneText}
        </p>
      ) : error ? (
        <ErrorAlert error={error} context="detail" onTryAgain={onTryAgain} />
      ) : null}
      {!gone && loading ? <p className="muted">{loadingText}</p> : null}
    </>
  );
}
