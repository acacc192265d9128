import { lazy, type ReactNode, Suspense } from 'react';
import { useOpenedOnce } from '#client/lib/use-opened-once.ts';

const ConfirmDialogBody = lazy(() => import('./confirm-dialog-body.tsx'));

export type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  /** The button that closes without doing anything (default "Cancel"): say what it keeps when "Cancel" would be ambiguous. */
  cancelLabel?: string;
  onConfirm: () => void;
  destructive?: boolean;
  pending?: boolean;
};

/**
 * A yes/no confirmation (delete, cancel subscription…). Its code (Radix alert dialog, with its
 * focus and scroll locks) is fetched the first time it opens, not with the page.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const used = useOpenedOnce(props.open);
  if (!used) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogBody {...props} />
    </Suspense>
  );
}
