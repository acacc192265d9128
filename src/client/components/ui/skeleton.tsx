import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

export const Skeleton = ({ className, ...props }: ComponentProps<'div'>) => (
  <div aria-hidden="true" className={cn('animate-pulse rounded-md bg-muted', className)} {...props} />
);

export const Spinner = ({ className, label }: { className?: string; label: string }) => (
  <span role="status" className={cn('inline-flex items-center gap-2', className)}>
    <span
      className="size-4 animate-spin rounded-full border-2 border-current border-r-transparent"
      aria-hidden="true"
    />
    <span className="sr-only">{label}</span>
  </span>
);
