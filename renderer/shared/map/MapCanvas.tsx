import type { GeoProjection } from 'd3-geo';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { basemap, MAP_HEIGHT, MAP_WIDTH } from './geometry';
import './map.css';

/** Props of MapCanvas: the projection, the picture's accessible name, and what is drawn on the land. */
export interface MapCanvasProps {
  projection: GeoProjection;
  /** The picture's name for assistive technology (the facts are in the text alternative beside it). */
  label: string;
  /** The id prefix of the arrow heads (`<marker>`), unique on the page. */
  markerId: string;
  children: ReactNode;
}

/**
 * The map's picture: Natural Earth land and borders (geometry.ts) in the theme's colours (CSS
 * variables of renderer/styles.css, map.css), arrow-head markers, and `children` drawn over them; an
 * `<svg role="img">` whose facts are given as a list by the text alternative (docs/map.md).
 */
export function MapCanvas({ projection, label, markerId, children }: MapCanvasProps) {
  // the outlines are drawn in a render of their own, after what opened the map has painted (a listing's
  // panel, the switch): the panel never waits for the land
  const deferred = useDeferredValue(projection, null);
  const paths = useMemo(() => (deferred ? basemap(deferred) : { land: '', borders: '' }), [deferred]);
  return (
    <svg className="map-canvas" viewBox={`0 0 ${MAP_WIDTH} ${MAP_HEIGHT}`} role="img" aria-label={label}>
      <defs>
        {(['arrow', 'hot', 'empty'] as const).map((kind) => (
          <marker
            key={kind}
            id={`${markerId}-${kind}`}
            className={`map-head map-head-${kind}`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0,0L10,5L0,10z" />
          </marker>
        ))}
      </defs>
      <rect className="map-sea" width={MAP_WIDTH} height={MAP_HEIGHT} />
      <path className="map-land" d={paths.land} />
      <path className="map-borders" d={paths.borders} />
      {children}
    </svg>
  );
}
