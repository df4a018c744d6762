import { describe, expect, it } from 'vitest';
import { readBoundedText } from './bounded-body';

/**
 * A response whose body is `chunks` chunks of `size` bytes of `x`, served as they are pulled; it
 * records how many bytes were pulled and whether the body was cancelled.
 */
function streamed(chunks: number, size: number, headers: Record<string, string> = {}) {
  const seen = { pulled: 0, cancelled: false };
  const chunk = new TextEncoder().encode('x'.repeat(size));
  let left = chunks;
  const body = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (left-- <= 0) return controller.close();
        seen.pulled += chunk.byteLength;
        controller.enqueue(chunk);
      },
      cancel() {
        seen.cancelled = true;
      },
    },
    { highWaterMark: 0 },
  );
  return { response: new Response(body, { headers }), seen };
}

describe('readBoundedText', () => {
  it('reads a body within the limit whole, a character split across chunks included', async () => {
    const bytes = new TextEncoder().encode('{"city":"Iași"}');
    const split = bytes.indexOf(0xc8) + 1; // between the two bytes of "ș"
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, split));
        controller.enqueue(bytes.slice(split));
        controller.close();
      },
    });
    expect(await readBoundedText(new Response(body), bytes.byteLength)).toEqual({ text: '{"city":"Iași"}' });
    expect(await readBoundedText(new Response(null, { status: 204 }))).toEqual({ text: '' });
  });

  it('refuses a Content-Length over the limit before reading a byte, and cancels the body', async () => {
    const { response, seen } = streamed(100, 1_000, { 'content-length': '100000' });
    expect(await readBoundedText(response, 99_999)).toEqual({ tooLarge: true });
    expect(seen.pulled).toBe(0);
    expect(seen.cancelled).toBe(true);
  });

  it('counts the bytes that arrive, not the ones a lying Content-Length promises, and stops past the limit', async () => {
    const { response, seen } = streamed(3_000, 1_000, { 'content-length': '10' });
    expect(await readBoundedText(response, 50_000)).toEqual({ tooLarge: true });
    expect(seen.pulled).toBeLessThanOrEqual(51_000);
    expect(seen.cancelled).toBe(true);
  });

  it('stops a body without a length past the limit, and reads one of exactly the limit', async () => {
    const over = streamed(51, 1_000);
    expect(await readBoundedText(over.response, 50_000)).toEqual({ tooLarge: true });
    expect(over.seen.cancelled).toBe(true);
    const exact = streamed(50, 1_000);
    const read = await readBoundedText(exact.response, 50_000);
    expect(read.text).toHaveLength(50_000);
    expect(exact.seen.cancelled).toBe(false);
  });
});
