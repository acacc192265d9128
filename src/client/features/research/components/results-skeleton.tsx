import { Skeleton } from '#client/components/ui/skeleton.tsx';

/** Placeholder cards while a product search runs (and while its results' code loads). */
export function ResultsSkeleton() {
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <Skeleton key={i} className="h-64" />
      ))}
    </div>
  );
}
