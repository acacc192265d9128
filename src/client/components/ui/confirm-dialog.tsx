import { lazy, type ReactNode, Suspense } from 'react';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
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

/** What a mutation calls back with (TanStack Query's `mutate` options, or a row's own delete). */
export type MutationHandlers = { onSuccess: () => void; onError: (error: Error) => void };

/**
 * A confirmation whose "yes" runs a change (a delete, a revocation): `run` starts it with the
 * handlers; on success the dialog closes and `doneMessage` is shown, on failure the refusal in the
 * user's language (or whatever `onFailure` shows instead), and the dialog stays open to try again.
 */
export function ConfirmMutationDialog({
  run,
  doneMessage,
  onFailure,
  ...dialog
}: Omit<ConfirmDialogProps, 'onConfirm'> & {
  run: (handlers: MutationHandlers) => void;
  doneMessage: string;
  onFailure?: (error: Error) => void;
}) {
  const errorMessage = useErrorMessage();
  return (
    <ConfirmDialog
      {...dialog}
      onConfirm={() =>
        run({
          onSuccess: () => {
            dialog.onOpenChange(false);
            toast.success(doneMessage);
          },
          onError: onFailure ?? ((error) => toast.error(errorMessage(error))),
        })
      }
    />
  );
}
