import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { cn } from '#client/lib/cn.ts';
import { Button } from './button.tsx';

/** What a panel shows while its list is empty: a sentence and a link to where items are added. */
export function EmptyNote({ children, to, link }: { children: ReactNode; to: string; link: string }) {
  return (
    <p className="rounded-md border border-dashed p-6 text-center text-sm text-muted-foreground">
      {children}{' '}
      <Link to={to} className="font-medium underline">
        {link}
      </Link>
    </p>
  );
}

/**
 * The list of what a seller keeps in a dashboard panel (favourite products, monitored keywords): it
 * scrolls within the panel past `className`'s height, each row is a `SavedItem`.
 */
export function SavedList({
  label,
  className,
  children,
}: {
  label: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <ul className={cn('grid min-w-0 gap-2 overflow-y-auto pr-1', className)} aria-label={label}>
      {children}
    </ul>
  );
}

/** One kept item: its name and a button that removes it, then a line about it across the row. */
export function SavedItem(o: {
  name: ReactNode;
  /** What else the panel says of it (its store, price, date…). */
  detail: ReactNode;
  onRemove: () => void;
  /** While a change is being saved: the button waits. */
  busy: boolean;
  /** The button's accessible name, naming the item ("Remove … from favourites"). */
  removeLabel: string;
  removeText: string;
  /** The button's icon (a cross by default). */
  icon?: ReactNode;
  testId: string;
}) {
  return (
    <li className="min-w-0 rounded-md border p-3 text-sm" data-testid={o.testId}>
      <div className="flex items-start justify-between gap-2">
        <span className="min-w-0 break-words font-medium">{o.name}</span>
        <Button
          variant="ghost"
          size="sm"
          className="h-8 shrink-0"
          onClick={o.onRemove}
          disabled={o.busy}
          aria-label={o.removeLabel}
        >
          {o.icon ?? <X className="size-4" aria-hidden="true" />}
          {o.removeText}
        </Button>
      </div>
      <p className="mt-1 text-xs text-muted-foreground">{o.detail}</p>
    </li>
  );
}
