/**
 * A reading in steps: a generator that pauses (`yield`) between pieces of work, one result tile
 * or one section of a product page, so that the browser extension can spread the reading over the
 * browser's idle time instead of holding the page's main thread. `finish` runs one to the end at
 * once (the `page:parse` command, tests).
 */
export type Steps<T> = Generator<void, T, void>;

export function finish<T>(steps: Steps<T>): T {
  for (;;) {
    const step = steps.next();
    if (step.done) return step.value;
  }
}
