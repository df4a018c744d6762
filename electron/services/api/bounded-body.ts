/**
 * Reads an answer's body with a limit on its size (docs/api.md §Bounded answers): a hostile or broken
 * server cannot make the main process hold more than the limit of one answer. The body is read as a
 * stream (a web `ReadableStream`, as both Node's fetch and Electron's `net.fetch` give it), counting
 * the bytes that arrive, not the ones the headers promise; past the limit the rest is never read: the
 * stream is cancelled, which closes the connection. A `Content-Length` over the limit fails before a
 * byte is read. The count is of the bytes the body stream yields, so a compressed answer counts as
 * it unpacks.
 */

/** Most bytes an answer of the exchange may have: 2 MiB (a page of 20 listings is about 30 KB). */
export const ANSWER_MAX_BYTES = 2 * 1024 * 1024;

/** A body read whole (`text`, UTF-8 decoded), or one that was over the limit (`tooLarge`, unread beyond it). */
export type BoundedBody = { text: string; tooLarge?: undefined } | { tooLarge: true; text?: undefined };

/**
 * The body of `response` as text, or `{ tooLarge: true }` when it has, or says it has, more than
 * `maxBytes` bytes; then the body is cancelled and nothing more is read. A response without a body
 * (204) is ''. Rejects as the stream does (a dropped connection, the request's abort).
 */
export async function readBoundedText(
  response: Response,
  maxBytes: number = ANSWER_MAX_BYTES,
): Promise<BoundedBody> {
  const body = response.body;
  const declared = Number(response.headers.get('content-length') ?? Number.NaN);
  if (Number.isFinite(declared) && declared > maxBytes) {
    if (body) void body.cancel().catch(() => {});
    return { tooLarge: true };
  }
  if (!body) return { text: '' };
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parts: string[] = [];
  let bytes = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    bytes += value.byteLength;
    if (bytes > maxBytes) {
      // Not awaited: a stream whose source ignores the cancel must not hold the call.
      void reader.cancel().catch(() => {});
      return { tooLarge: true };
    }
    parts.push(decoder.decode(value, { stream: true }));
  }
  parts.push(decoder.decode());
  return { text: parts.join('') };
}
