import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '#client/components/ui/dialog.tsx';
import { CopyButton } from './copy-button.tsx';

/** Shows a new API key, the only time it can be read. Loaded when the first key is created. */
export default function ApiKeyCreatedDialog({
  apiKey,
  onClose,
}: {
  apiKey: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('api');
  return (
    <Dialog open={!!apiKey} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('keys.createdTitle')}</DialogTitle>
          <DialogDescription>{t('keys.createdBody')}</DialogDescription>
        </DialogHeader>
        <code className="block break-all rounded-md bg-muted p-3 font-mono text-sm" data-testid="new-api-key">
          {apiKey}
        </code>
        <DialogFooter>
          {apiKey && <CopyButton text={apiKey} />}
          <Button onClick={onClose}>{t('keys.done')}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
