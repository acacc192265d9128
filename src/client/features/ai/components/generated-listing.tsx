import { Check, Copy } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import {
  BULLET_MAX_CHARS,
  DESCRIPTION_MAX_CHARS,
  SEARCH_TERMS_MAX_BYTES,
  TITLE_MAX_CHARS,
} from '#domain/listing/listing-rules-data.ts';
import type { GeneratedListing } from '../api/listing.ts';
import { EngineNote } from './engine-note.tsx';

/** Amazon's limits, shown under each part as "n / max characters" (src/domain/listing). */
const LIMITS = {
  title: TITLE_MAX_CHARS,
  bullet: BULLET_MAX_CHARS,
  description: DESCRIPTION_MAX_CHARS,
  searchTerms: SEARCH_TERMS_MAX_BYTES,
};

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

function Block({
  label,
  text,
  max,
  unit = 'characters',
}: {
  label: string;
  text: string;
  max: number;
  unit?: 'characters' | 'bytes';
}) {
  const { t } = useTranslation('ai');
  const size = unit === 'bytes' ? new TextEncoder().encode(text).length : text.length;
  return (
    <div className="space-y-1 rounded-md border p-3">
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-semibold uppercase text-muted-foreground">{label}</span>
        <CopyButton text={text} />
      </div>
      <p className="whitespace-pre-wrap text-sm">{text}</p>
      <p className="text-xs text-muted-foreground">{t(`listing.${unit}`, { count: size, max })}</p>
    </div>
  );
}

/** The generated listing: keywords covered, then title, bullets, description and search terms, each with its copy button. */
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
      <Block label={t('listing.resultTitle')} text={listing.title} max={LIMITS.title} />
      {listing.bullets.map((b, i) => (
        <Block
          // biome-ignore lint/suspicious/noArrayIndexKey: the bullets in their fixed positions
          key={i}
          label={`${t('listing.bullets')} ${i + 1}`}
          text={b}
          max={LIMITS.bullet}
        />
      ))}
      {listing.description && (
        <Block label={t('listing.descriptionLabel')} text={listing.description} max={LIMITS.description} />
      )}
      {listing.searchTerms && (
        <Block
          label={t('listing.searchTerms')}
          text={listing.searchTerms}
          max={LIMITS.searchTerms}
          unit="bytes"
        />
      )}
      {listing.bullets.length === 0 && (
        <p className="text-xs text-muted-foreground" data-testid="listing-needs-facts">
          {t('listing.needsFacts')}
        </p>
      )}
      <EngineNote engine={listing.engine} />
    </div>
  );
}
