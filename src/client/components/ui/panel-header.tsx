import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CardDescription, CardHeader, CardTitle } from './card.tsx';

/**
 * The header of a feature's card: its icon and title, what it is for, and (on the right, wrapping
 * under on a narrow screen) what acts on the whole card — a badge, a "New" or "Mark as read" button.
 * Title and description keep the same spacing with or without them.
 */
export function PanelHeader({
  icon: Icon,
  title,
  description,
  actions,
}: {
  icon: LucideIcon;
  title: ReactNode;
  description: ReactNode;
  actions?: ReactNode;
}) {
  const heading = (
    <>
      <CardTitle className="flex items-center gap-2">
        <Icon className="size-5 text-accent" aria-hidden="true" />
        {title}
      </CardTitle>
      <CardDescription>{description}</CardDescription>
    </>
  );
  if (!actions) return <CardHeader>{heading}</CardHeader>;
  return (
    <CardHeader>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="grid gap-1.5">{heading}</div>
        {actions}
      </div>
    </CardHeader>
  );
}
