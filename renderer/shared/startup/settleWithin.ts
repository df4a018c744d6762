/**
 * Resolves once every one of `promises` has settled (fulfilled or rejected), or after `ms` ms,
 * whichever comes first; never rejects. A route's loader uses it to give a fast first answer the
 * chance to render with the screen's first render, without ever holding a slow one back for long.
 */
export function settleWithin(ms: number, ...promises: readonly Promise<unknown>[]): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  const settled = Promise.allSettled(promises).then(() => undefined);
  return Promise.race([settled, late]).finally(() => clearTimeout(timer));
}
