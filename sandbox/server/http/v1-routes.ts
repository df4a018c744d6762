/**
 * The set of read routes registered under /v1, so that requests the router cannot place on them (a
 * method Fastify has no route for, such as TRACE, QUERY or PROPFIND; a method the HTTP parser refuses;
 * a path whose percent-encoding is broken) still get the answer of that route: 405 for a method other
 * than GET/HEAD, 400 naming the path parameter that cannot be decoded (docs/api.md §Errors, §Routes).
 */

/** One segment of a route template: a literal, or a path parameter (`:ref` → `ref`). */
type Segment = { literal: string } | { param: string };

/** The GET routes under /v1, as Fastify templates (`/v1/listings/:ref`). */
export class V1Routes {
  private readonly templates: Segment[][] = [];

  /** Adds a Fastify route template; only `:name` parameters are supported (all the sandbox uses). */
  add(url: string): void {
    this.templates.push(
      url.split('/').map((part) => (part.startsWith(':') ? { param: part.slice(1) } : { literal: part })),
    );
  }

  /**
   * True when `path` (raw, still percent-encoded, without the query) has the shape of a registered
   * route: same segments, literals equal (case-sensitive), each parameter segment non-empty.
   */
  has(path: string): boolean {
    return this.match(path) !== undefined;
  }

  /**
   * The names of the path parameters of the route `path` matches whose raw segment is not valid
   * percent-encoded UTF-8; undefined when `path` matches no route. A literal route wins over a
   * parametric one, as in Fastify's router (`/v1/listings/mine` is not `/v1/listings/:ref`).
   */
  undecodableParams(path: string): string[] | undefined {
    const matched = this.match(path);
    if (!matched) return undefined;
    const parts = path.split('/');
    const bad: string[] = [];
    matched.forEach((segment, i) => {
      if ('param' in segment && !decodes(parts[i] ?? '')) bad.push(segment.param);
    });
    return bad;
  }

  private match(path: string): Segment[] | undefined {
    const parts = path.split('/');
    let best: { template: Segment[]; literals: number } | undefined;
    for (const template of this.templates) {
      if (template.length !== parts.length) continue;
      let literals = 0;
      const fits = template.every((segment, i) => {
        const part = parts[i] ?? '';
        if ('literal' in segment) {
          literals++;
          return segment.literal === part;
        }
        return part !== '';
      });
      if (fits && (!best || literals > best.literals)) best = { template, literals };
    }
    return best?.template;
  }
}

function decodes(segment: string): boolean {
  try {
    decodeURIComponent(segment);
    return true;
  } catch {
    return false;
  }
}

/** True for a path under the version root (`/v1` or `/v1/...`), not `/v1.json`. */
export function isV1Path(url: string): boolean {
  const path = url.split('?')[0] ?? '';
  return path === '/v1' || path.startsWith('/v1/');
}

/** The path of a request-target (`/v1/listings?limit=2` → `/v1/listings`); `#` is not expected. */
export function pathOf(target: string): string {
  const query = target.indexOf('?');
  return query === -1 ? target : target.slice(0, query);
}
