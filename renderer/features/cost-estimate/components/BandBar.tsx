import { bandLayout } from '../model/band';

/** Props of BandBar: the figures as numbers (one currency) and their formatted labels. */
export interface BandBarProps {
  low: number;
  typical: number;
  high: number;
  price: number | null;
  /** What the bar says, for assistive technology (the same figures in words). */
  summary: string;
  /** Short visible labels: low and high under the band's ends, the price over its marker. */
  labels: { low: string; high: string; price: string | null };
}

/**
 * The low–typical–high band of an estimate as a small bar (CSS): the band shaded between low and
 * high, a tick at typical, and the user's price as a marker (a triangle and a line, so it does not
 * rely on colour). The words beside it carry the figures; the bar is one image with `summary`.
 */
export function BandBar({ low, typical, high, price, summary, labels }: BandBarProps) {
  const layout = bandLayout(low, typical, high, price);
  // a label near an end of the bar lines up with that end instead of running off it
  const at = (percent: number) => ({
    left: `${percent}%`,
    transform:
      percent < 15 ? 'translateX(-8px)' : percent > 85 ? 'translateX(calc(-100% + 8px))' : 'translateX(-50%)',
  });
  return (
    <div className="band" role="img" aria-label={summary}>
      {layout.price !== null && labels.price ? (
        <div className="band-labels band-labels-top" aria-hidden="true">
          <span style={at(layout.price)}>{labels.price}</span>
        </div>
      ) : null}
      <div className="band-bar">
        <div className="band-track" />
        <div
          className="band-range"
          style={{ left: `${layout.low}%`, width: `${layout.high - layout.low}%` }}
        />
        <div className="band-typical" style={{ left: `${layout.typical}%` }} />
        {layout.price !== null ? (
          <div className="band-price" data-testid="band-price" style={{ left: `${layout.price}%` }} />
        ) : null}
      </div>
      <div className="band-labels" aria-hidden="true">
        <span style={at(layout.low)}>{labels.low}</span>
        <span style={at(layout.high)}>{labels.high}</span>
      </div>
    </div>
  );
}
