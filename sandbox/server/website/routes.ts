/**
 * The sandbox's stand-in for the exchange's website (docs/api.md §Outside /v1): the `url` of every
 * listing, offer and company points at `<origin>/web/listings/<ref>`, `/web/offers/<id>` or
 * `/web/companies/<id>`, and each answers with one short HTML page saying what the real website shows
 * there (the API carries no contact data and accepts no offer, docs/api.md §Overview): so "Open on the
 * exchange" leads somewhere in the demo, and says plainly that it is the sandbox. Outside /v1: no key,
 * no budget, no faults, no dialect. A path that names no well-formed ref or id is 404 with a page too.
 */
import type { FastifyInstance, FastifyReply } from 'fastify';
import { LISTING_REF_PATTERN } from '@dispatch/shared/contract/common';

/** An offer's or a company's id (v1.json: `format: uuid`). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** What each kind of page is about: its title and what the real website shows there. */
const PAGES = {
  listings: {
    pattern: LISTING_REF_PATTERN,
    title: (id: string) => `Listing ${id}`,
    shows:
      "the listing's full description, the shipper's contact data (name, phone, e-mail) and the form to send an offer",
  },
  offers: {
    pattern: UUID,
    title: (id: string) => `Offer ${id}`,
    shows: "the offer, the carrier's contact data and the Accept and Decline buttons",
  },
  companies: {
    pattern: UUID,
    title: (id: string) => `Company ${id}`,
    shows: "the company's full profile, its reviews and its contact data",
  },
} as const;

/** The kinds of stand-in page, as their first path segment under `/web/`. */
export type WebsitePageKind = keyof typeof PAGES;

/** `text` with the five HTML-special characters escaped. */
function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

/** One stand-in page: a heading and two sentences, no script, no outside resource. */
export function websitePage(title: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(title)} · Freight Exchange sandbox</title>`,
    '<style>body{font:16px/1.5 system-ui,sans-serif;max-width:40rem;margin:3rem auto;padding:0 1rem}</style>',
    '</head><body><main>',
    `<h1>${escapeHtml(title)}</h1>`,
    `<p>${escapeHtml(body)}</p>`,
    '<p>This is the Freight Exchange sandbox: it has no website, only this stand-in page.</p>',
    '</main></body></html>',
  ].join('\n');
}

/** Sends `html` with a policy that allows no script, no frame and no outside resource. */
function sendPage(reply: FastifyReply, status: number, html: string): FastifyReply {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header(
      'Content-Security-Policy',
      "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
    )
    .header('X-Content-Type-Options', 'nosniff')
    .send(html);
}

/** Registers `GET /web/listings/:id`, `/web/offers/:id` and `/web/companies/:id` on `app`. */
export function websiteRoutes(app: FastifyInstance): void {
  for (const [kind, page] of Object.entries(PAGES) as [WebsitePageKind, (typeof PAGES)[WebsitePageKind]][]) {
    app.get<{ Params: { id: string } }>(`/web/${kind}/:id`, async (request, reply) => {
      const { id } = request.params;
      if (!page.pattern.test(id)) {
        return sendPage(reply, 404, websitePage('Not found', `There is no ${kind.slice(0, -1)} ${id}.`));
      }
      return sendPage(
        reply,
        200,
        websitePage(page.title(id), `On the real exchange, this page shows ${page.shows}.`),
      );
    });
  }
}
