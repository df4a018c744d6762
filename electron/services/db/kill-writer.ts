/**
 * The child process of the kill test (kill.test.ts): opens the desk in `argv[2]`, prints `READY`,
 * then writes in a loop, each write followed at once by one line on stdout naming what was confirmed:
 *
 *   S <savedSearchId> <µs>            a saved search was created (its transaction committed)
 *   M <scope> <itemId> <µs>           an item was marked seen in the scope
 *   N <listingRef> <µs>               a note with a tag was saved on the listing (docs/notes.md)
 *   A <eventId> <µs>                 the watch's activity log took an event with its snapshot
 *                                     (docs/watch.md §The activity log: one transaction)
 *
 * (`<µs>`: how long the write took.) Lines go out with a synchronous `writeSync`, after the write
 * returned, so a line on stdout means a committed write. A database problem at open is printed as
 * `PROBLEM <json>` and exits 3. The loop stops by itself after `argv[4]` ms (default 5,000) in case
 * nobody kills it; a closed stdout (the parent gone) ends it too.
 */
import { writeSync } from 'node:fs';
import { createActivityLog } from '../watch/activity-log';
import { openDesk } from './desk';

const dir = process.argv[2];
const run = process.argv[3] ?? '0';
const maxMs = Number(process.argv[4] ?? 5000);
if (!dir) throw new Error('usage: kill-writer <dir> [run] [maxMs]');

const desk = openDesk({ dir });
if (desk.problem) {
  writeSync(1, `PROBLEM ${JSON.stringify(desk.problem)}\n`);
  process.exit(3);
}
const activity = createActivityLog(desk.db);
writeSync(1, 'READY\n');

const stopAt = Date.now() + maxMs;
const micros = (start: bigint) => Number((process.hrtime.bigint() - start) / 1000n);
for (let n = 0; Date.now() < stopAt; n++) {
  let start = process.hrtime.bigint();
  const search = desk.savedSearches.create({
    kind: n % 2 ? 'vehicles' : 'listings',
    name: `Run ${run} search ${n}`,
    filters: { fromCountry: 'RO', toCountry: n % 3 ? 'DE' : 'HU' },
  });
  writeSync(1, `S ${search.id} ${micros(start)}\n`);

  const scope = `search:${search.id}`;
  const listingRef = `R${run}-L${n}`;
  start = process.hrtime.bigint();
  desk.seenMarks.markSeen(scope, [listingRef]);
  writeSync(1, `M ${scope} ${listingRef} ${micros(start)}\n`);

  const offerId = `R${run}-O${n}`;
  start = process.hrtime.bigint();
  desk.seenMarks.markSeen('inbox', [offerId]);
  writeSync(1, `M inbox ${offerId} ${micros(start)}\n`);

  const noteRef = listingCode(Number(run) * 100_000 + n);
  start = process.hrtime.bigint();
  desk.notes.save({ kind: 'listing', id: noteRef, text: `Run ${run} note ${n}`, tags: [`run ${run}`] });
  writeSync(1, `N ${noteRef} ${micros(start)}\n`);

  const eventId = `offer.received:R${run}-E${n}`;
  start = process.hrtime.bigint();
  activity.commit(
    [
      {
        id: eventId,
        type: 'offer.received',
        subject: { kind: 'offer', id: `R${run}-E${n}` },
        listingRef: noteRef,
        occurredAt: null,
        data: { price: n, currency: 'EUR' },
        source: 'watch',
      },
    ],
    { key: `received-offers:${noteRef}`, value: { seen: [eventId] } },
  );
  writeSync(1, `A ${eventId} ${micros(start)}\n`);
}
desk.close();

/** A listing code (`FX-` and 6 of the code alphabet, docs/api.md §Resources) made of `n`. */
function listingCode(n: number): string {
  const alphabet = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
  let code = '';
  for (let i = 0; i < 6; i++, n = Math.floor(n / 32)) code = alphabet[n % 32] + code;
  return `FX-${code}`;
}
