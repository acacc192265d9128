import { AlertDialog as AlertPrimitive } from 'radix-ui';
import { useTranslation } from 'react-i18next';
import { Button } from './button.tsx';
import type { ConfirmDialogProps } from './confirm-dialog.tsx';
import { overlay, panel } from './dialog.tsx';
import { useFocusReturn } from './use-focus-return.ts';

/** The dialog of `ConfirmDialog` (confirm-dialog.tsx), loaded the first time one opens. */
export default function ConfirmDialogBody({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel,
  onConfirm,
  destructive = true,
  pending = false,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const focusReturn = useFocusReturn({});
  return (
    <AlertPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertPrimitive.Portal>
        <AlertPrimitive.Overlay className={overlay} />
        <AlertPrimitive.Content className={panel} {...focusReturn}>
          <AlertPrimitive.Title className="text-lg font-semibold">{title}</AlertPrimitive.Title>
          <AlertPrimitive.Description className="text-sm text-muted-foreground">
            {description}
          </AlertPrimitive.Description>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertPrimitive.Cancel asChild>
              <Button variant="outline">{cancelLabel ?? t('actions.cancel')}</Button>
            </AlertPrimitive.Cancel>
            <AlertPrimitive.Action asChild>
              <Button
                variant={destructive ? 'destructive' : 'default'}
                disabled={pending}
                onClick={(e) => {
                  e.preventDefault();
                  onConfirm();
                }}
              >
                {confirmLabel}
              </Button>
            </AlertPrimitive.Action>
          </div>
        </AlertPrimitive.Content>
      </AlertPrimitive.Portal>
    </AlertPrimitive.Root>
  );
}
