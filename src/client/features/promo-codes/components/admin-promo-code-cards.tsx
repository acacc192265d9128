import { Trash2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { formatDateTime, formatNumber, formatShortDate } from '#client/lib/format.ts';
import type { PromoCodeView } from '../api/admin-promo-codes.ts';

/**
 * The promo codes as a list of small cards, for a phone (the table needs ~700 px): each code with
 * its plan and type, then its uses, expiry and creation as labelled lines, and its delete button.
 */
export function AdminPromoCodeCards({
  items,
  onDelete,
  className,
}: {
  items: PromoCodeView[];
  onDelete: (code: PromoCodeView) => void;
  className?: string;
}) {
  const { t, i18n } = useTranslation('admin-billing');
  const lng = i18n.language;
  return (
    <ul className={className} aria-label={t('promo.title')}>
      {items.map((c) => (
        <li key={c.id} className="flex items-start justify-between gap-3 border-b py-3 last:border-b-0">
          <div className="min-w-0 space-y-1 text-sm">
            <p className="flex flex-wrap items-center gap-2">
              <span className="break-all font-mono font-semibold">{c.code}</span>
              <span>{t(`common:plans.${c.plan}`)}</span>
              <Badge variant={c.isLifetime ? 'success' : 'secondary'}>
                {t(c.isLifetime ? 'promo.types.lifetime' : 'promo.types.standard')}
              </Badge>
            </p>
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-muted-foreground">
              <dt>{t('promo.uses')}</dt>
              <dd className="tabular-nums">
                {formatNumber(c.currentUses, lng)} / {c.maxUses === null ? '∞' : formatNumber(c.maxUses, lng)}
              </dd>
              <dt>{t('promo.expiresAt')}</dt>
              <dd>{c.expiresAt ? formatShortDate(c.expiresAt, lng) : t('promo.never')}</dd>
              <dt>{t('promo.createdAt')}</dt>
              <dd>{formatDateTime(c.createdAt, lng)}</dd>
            </dl>
          </div>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onDelete(c)}
            aria-label={t('promo.deleteAria', { code: c.code })}
          >
            <Trash2 />
          </Button>
        </li>
      ))}
    </ul>
  );
}
