import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Skeleton } from './skeleton.tsx';

/**
 * What a panel read by a query shows before its content: a skeleton of the content's usual height
 * while it loads, why it failed (with a button that asks again where the panel offers one), what to
 * do when it is empty, and otherwise the content. Every panel wrote this chain of four states by
 * hand; one piece keeps the failure announced the same way (role="alert") everywhere, and a test
 * (`tests/unit/boundaries/one-way-to-show-a-query.test.ts`) keeps new panels on it.
 *
 * `children` may be a function of the query's data, which is then known to be there.
 */
export function QueryStates<T>({
  query,
  loadError,
  retry,
  isEmpty,
  empty,
  children,
  skeletonClassName,
}: {
  query: { isPending: boolean; isError: boolean; data?: T };
  /** The skeleton's size, about the content's (`h-24`); several for a stack of blocks (`['h-24', 'h-72']`). */
  skeletonClassName: string | string[];
  /** The sentence said when the query failed. */
  loadError: string;
  /** A button that runs the query again, beside that sentence. */
  retry?: { label: string; onRetry: () => void };
  /** Whether the loaded content has nothing to show. */
  isEmpty?: boolean;
  /** What stands in for the content when it is empty. */
  empty?: ReactNode;
  children: ReactNode | ((data: NonNullable<T>) => ReactNode);
}) {
  if (query.isPending)
    return typeof skeletonClassName === 'string' ? (
      <Skeleton className={skeletonClassName} />
    ) : (
      <div className="grid gap-3" aria-busy="true">
        {skeletonClassName.map((className, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a fixed list of placeholders
          <Skeleton key={i} className={className} />
        ))}
      </div>
    );
  if (query.isError)
    return retry ? (
      <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
        {loadError}
        <Button size="sm" variant="outline" onClick={retry.onRetry}>
          {retry.label}
        </Button>
      </div>
    ) : (
      <p role="alert" className="text-sm text-destructive">
        {loadError}
      </p>
    );
  if (isEmpty) return empty ?? null;
  // Neither pending nor failed: the query succeeded, so its data is there.
  return typeof children === 'function' ? children(query.data as NonNullable<T>) : children;
}

/** A list's "nothing yet" sentence, in a dashed box where the rows will be. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
