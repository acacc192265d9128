import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import type { GeneratedListing } from '../api/listing.ts';
import { EngineNote } from './engine-note.tsx';

/** Amazon's limits, shown under each part as "n / max characters". */
const LIMITS = { title: 200, bullet: 500, description: 2000 };

function CopyButton({ text }: { text: string }) {
  const { t } = useTranslation('ai');
  const [copied, setCopied] = useState(false);
  return (
    <Button
      type="button"
      variant="ghost"
      size="sm"
      onClick={async () => {
        await navigator.clipboard.writeText(text);
        setCopied(true);
        setTimeout(() => setCopied(false), 2000);
      }}
    >
      {copied ? <Check /> : <Copy />}
      {copied ? t('listing.copied') : t('listing.copy')}
    </Button>
  );
}

function Block({ label, text, max }: { label: string; text: string; max: number }) {
  const { t } = useTranslation('ai');
  return (
    <div className="space-y-1 rounded-md border p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-semibold uppercase text-muted-foreground">{label}</span>
        <CopyButton text={text} />
      </div>
      <p className="whitespace-pre-wrap text-sm">{text}</p>
      <p className="text-xs text-muted-foreground">{t('listing.characters', { count: text.length, max })}</p>
    </div>
  );
}

/** The generated listing: keywords covered, then title, five bullets and description, each with its copy button. */
export function GeneratedListingResult({ listing }: { listing: GeneratedListing }) {
  const { t } = useTranslation('ai');
  const total = listing.coveredKeywords.length + listing.missingKeywords.length;
  return (
    <div className="space-y-3" data-testid="generated-listing">
      <p className="text-sm font-medium">
        {t('listing.covered', { count: listing.coveredKeywords.length, total })}
        {listing.missingKeywords.length > 0 && (
          <span className="block text-xs font-normal text-muted-foreground">
            {t('listing.missing', { list: listing.missingKeywords.join(', ') })}
          </span>
        )}
      </p>
      {listing.engine.engine === 'local' && (
        <p className="text-xs text-muted-foreground">{t('listing.templateNote')}</p>
      )}
      <Block label={t('listing.resultTitle')} text={listing.title} max={LIMITS.title} />
      {listing.bullets.map((b, i) => (
        <Block
          // biome-ignore lint/suspicious/noArrayIndexKey: always five bullets in fixed positions
          key={i}
          label={`${t('listing.bullets')} ${i + 1}`}
          text={b}
          max={LIMITS.bullet}
        />
      ))}
      <Block label={t('listing.descriptionLabel')} text={listing.description} max={LIMITS.description} />
      <EngineNote engine={listing.engine} />
    </div>
  );
}
