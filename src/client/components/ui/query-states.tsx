import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Skeleton } from './skeleton.tsx';

/**
 * What a list read by a query shows before its rows: a skeleton of the list's usual height while it
 * loads, why it failed (with a button that asks again where the panel offers one), what to do when
 * it is empty, and otherwise the list. The dashboard panels each wrote this chain of four states
 * again; one piece keeps the failure announced the same way (role="alert") everywhere.
 */
export function QueryStates({
  query,
  skeletonClassName,
  loadError,
  retry,
  isEmpty,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean };
  /** The skeleton's size, about the list's (`h-24`). */
  skeletonClassName: string;
  /** The sentence said when the query failed. */
  loadError: string;
  /** A button that runs the query again, beside that sentence. */
  retry?: { label: string; onRetry: () => void };
  isEmpty: boolean;
  /** What stands in for the list when it has no rows. */
  empty: ReactNode;
  children: ReactNode;
}) {
  if (query.isPending) return <Skeleton className={skeletonClassName} />;
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
  if (isEmpty) return empty;
  return children;
}

/** A list's "nothing yet" sentence, in a dashed box where the rows will be. */
export function EmptyNote({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">
      {children}
    </p>
  );
}
