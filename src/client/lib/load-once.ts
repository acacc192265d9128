/**
 * A loader run once: later calls share its promise, and a failed load (a chunk the network lost) is
 * tried again at the next call instead of failing for good. For the code a page imports on use
 * (the zod resolver, a form's schema, the category names).
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
}
