import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';

/** Copies `text` to the clipboard; the label says "Copied" for 2 seconds. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const { t } = useTranslation('api');
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={async () => {
        await navigator.clipboard?.writeText(text).catch(() => undefined);
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      }}
    >
      {copied ? <Check /> : <Copy />}
      {copied ? t('copied') : (label ?? t('copy'))}
    </Button>
  );
}
