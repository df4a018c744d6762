/** `places-unranked` over real HTTP: up to 25 of the matches, by name, not by how well they match. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type RunningSandbox } from '../../index';
import { loadPlaces, SEARCH_LIMIT } from '../../places';
import { ask, okBody } from '../../testing/dialects';

let sandbox: RunningSandbox;
const places = loadPlaces();

beforeAll(async () => {
  sandbox = await startSandbox({ port: 0, rateLimitPerMinute: 0, dialects: ['places-unranked'] });
});

afterAll(async () => {
  await sandbox?.close();
});

type Place = { city: string; country: string; county: string; slug: string };

async function placesFor(q: string): Promise<Place[]> {
  return (await okBody(sandbox, `/v1/places?q=${encodeURIComponent(q)}`)).data as Place[];
}

function isByName(list: readonly Place[]): boolean {
  return list.every((p, i) => i === 0 || list[i - 1]!.city.localeCompare(p.city, 'ro') <= 0);
}

describe('places-unranked', () => {
  it.each(['sa', 'ba'])('answers more than 10 places for %j, by name, the best 25 matches', async (q) => {
    const answer = await placesFor(q);
    expect(answer.length).toBeGreaterThan(SEARCH_LIMIT);
    expect(answer.length).toBeLessThanOrEqual(25);
    expect(isByName(answer)).toBe(true);
    const best = places.search(q, 25).map((p) => p.slug);
    expect(answer.map((p) => p.slug).sort()).toEqual([...best].sort());
    // Not the ranked order: the standard answer's first place is not first here.
    expect(answer.map((p) => p.slug).slice(0, SEARCH_LIMIT)).not.toEqual(best.slice(0, SEARCH_LIMIT));
  });

  it('keeps the exact match among them, and answers a repeated query the same', async () => {
    const first = await placesFor('Sibiu');
    expect(first.map((p) => p.city)).toContain('Sibiu');
    expect(isByName(first)).toBe(true);
    expect(await placesFor('Sibiu')).toEqual(first);
  });

  it('matches as before: a few matches are all there, and q is checked as before', async () => {
    const few = await placesFor('Cluj-Napoca');
    expect(few.map((p) => p.slug).sort()).toEqual(
      places
        .search('Cluj-Napoca', 25)
        .map((p) => p.slug)
        .sort(),
    );
    const short = await ask(sandbox, '/v1/places?q=a');
    expect(short.status).toBe(400);
    expect(short.body.error.fields).toEqual([{ path: 'query.q', code: 'too_short' }]);
  });
});
