import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';

/** Copies `text`; the label reads "Copied" for 2 seconds (spec §9). */
export function CopyButton({ text, label }: { text: string; label: string }) {
  const { t } = useTranslation('toolkit');
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Button size="sm" variant="outline" onClick={copy} aria-label={copied ? t('listing.copied') : label}>
      {copied ? <Check /> : <Copy />}
      <span aria-live="polite">{copied ? t('listing.copied') : t('listing.copy')}</span>
    </Button>
  );
}
