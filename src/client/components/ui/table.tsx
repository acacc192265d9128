import { type ComponentProps, useRef } from 'react';
import { cn } from '#client/lib/cn.ts';
import { useHorizontalOverflow } from '#client/lib/use-horizontal-overflow.ts';

/**
 * A table that scrolls sideways on narrow screens. When it does, its scroll area takes keyboard focus
 * (arrow keys scroll it), so keyboard users can reach the columns off screen.
 */
export const Table = ({ className, ...props }: ComponentProps<'table'>) => {
  const scroller = useRef<HTMLDivElement>(null);
  const scrollable = useHorizontalOverflow(scroller);
  return (
    <div
      ref={scroller}
      tabIndex={scrollable ? 0 : undefined}
      className="relative w-full overflow-x-auto rounded-[inherit] focus-visible:outline-2 focus-visible:outline-ring"
    >
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
};
export const TableHeader = (props: ComponentProps<'thead'>) => (
  <thead className="[&_tr]:border-b" {...props} />
);
export const TableBody = (props: ComponentProps<'tbody'>) => (
  <tbody className="[&_tr:last-child]:border-0" {...props} />
);
export const TableRow = ({ className, ...props }: ComponentProps<'tr'>) => (
  <tr className={cn('border-b transition-colors hover:bg-muted/50', className)} {...props} />
);
export const TableHead = ({ className, ...props }: ComponentProps<'th'>) => (
  <th
    className={cn('h-10 px-3 text-left align-middle font-medium text-muted-foreground', className)}
    {...props}
  />
);
export const TableCell = ({ className, ...props }: ComponentProps<'td'>) => (
  <td className={cn('px-3 py-2 align-middle', className)} {...props} />
);
