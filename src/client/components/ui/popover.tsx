import { Popover as PopoverPrimitive } from 'radix-ui';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/** A panel opened by clicking (or Enter/Space on) its trigger; Escape closes it. */
export const Popover = PopoverPrimitive.Root;
export const PopoverTrigger = PopoverPrimitive.Trigger;
export const PopoverContent = ({
  className,
  sideOffset = 6,
  ...props
}: ComponentProps<typeof PopoverPrimitive.Content>) => (
  <PopoverPrimitive.Portal>
    <PopoverPrimitive.Content
      sideOffset={sideOffset}
      collisionPadding={8}
      className={cn(
        'z-50 w-72 max-w-[calc(100vw-1rem)] rounded-md border bg-card p-4 text-sm shadow-md',
        className,
      )}
      {...props}
    />
  </PopoverPrimitive.Portal>
);
