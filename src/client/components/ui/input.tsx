import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

export const Input = ({ className, ...props }: ComponentProps<'input'>) => (
  <input
    className={cn(
      'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-sm placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
      className,
    )}
    {...props}
  />
);

export const Textarea = ({ className, ...props }: ComponentProps<'textarea'>) => (
  <textarea
    className={cn(
      'flex min-h-20 w-full rounded-md border border-input bg-card px-3 py-2 text-sm placeholder:text-muted-foreground/80 focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-destructive',
      className,
    )}
    {...props}
  />
);

export const NativeSelect = ({ className, ...props }: ComponentProps<'select'>) => (
  <select
    className={cn(
      'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60',
      className,
    )}
    {...props}
  />
);

/** A select of codes shown as they are in every language (units, currencies). */
export const CodeSelect = ({ codes, ...props }: ComponentProps<'select'> & { codes: readonly string[] }) => (
  <NativeSelect {...props}>
    {codes.map((c) => (
      <option key={c} value={c}>
        {c}
      </option>
    ))}
  </NativeSelect>
);
