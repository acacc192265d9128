import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { ConfirmDialog } from '#client/components/ui/confirm-dialog.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '#client/components/ui/table.tsx';
import { formatDateTime, formatNumber, formatShortDate } from '#client/lib/format.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { type PromoCodeView, useAdminPromoCodes, useDeletePromoCode } from '../api/admin-promo-codes.ts';
import { AdminPromoCodeCards } from './admin-promo-code-cards.tsx';
import { AdminPromoCodeForm } from './admin-promo-code-form.tsx';

/** Admin console: create promo codes, list them newest first, delete one after confirmation. */
export function AdminPromoCodesSection() {
  const { t, i18n } = useTranslation('admin-billing');
  const errorMessage = useErrorMessage();
  const list = useAdminPromoCodes();
  const remove = useDeletePromoCode();
  const [deleting, setDeleting] = useState<PromoCodeView | null>(null);
  const lng = i18n.language;

  const onDelete = () => {
    if (!deleting) return;
    remove.mutate(deleting.id, {
      onSuccess: () => {
        toast.success(t('promo.deleted'));
        setDeleting(null);
      },
      onError: (e) => {
        setDeleting(null);
        toast.error(errorMessage(e) || t('promo.deleteError'));
      },
    });
  };

  return (
    <section aria-labelledby="promo-admin-title">
      <Card>
        <CardHeader>
          <CardTitle id="promo-admin-title">{t('promo.title')}</CardTitle>
        </CardHeader>
        <CardContent className="space-y-6">
          <AdminPromoCodeForm />
          <QueryStates
            query={list}
            skeletonClassName="h-24"
            loadError={t('admin:loadError')}
            isEmpty={list.data?.items.length === 0}
            empty={<p className="text-sm text-muted-foreground">{t('promo.empty')}</p>}
          >
            {({ items }) => (
              <>
                <AdminPromoCodeCards items={items} onDelete={setDeleting} className="sm:hidden" />
                {/* From 640 px; a phone gets the cards above (the table would scroll sideways). */}
                <Table className="max-sm:hidden">
                  <TableHeader>
                    <TableRow>
                      <TableHead>{t('promo.code')}</TableHead>
                      <TableHead>{t('promo.plan')}</TableHead>
                      <TableHead>{t('promo.type')}</TableHead>
                      <TableHead>{t('promo.uses')}</TableHead>
                      <TableHead>{t('promo.expiresAt')}</TableHead>
                      <TableHead>{t('promo.createdAt')}</TableHead>
                      <TableHead>
                        <span className="sr-only">{t('common:actions.delete')}</span>
                      </TableHead>
                    </TableRow>
                  </TableHeader>
                  <TableBody>
                    {items.map((c) => (
                      <TableRow key={c.id}>
                        <TableCell className="font-mono font-semibold">{c.code}</TableCell>
                        <TableCell>{t(`common:plans.${c.plan}`)}</TableCell>
                        <TableCell>
                          <Badge
                            variant={c.isLifetime ? 'success' : 'secondary'}
                            className="whitespace-nowrap"
                          >
                            {t(c.isLifetime ? 'promo.types.lifetime' : 'promo.types.standard')}
                          </Badge>
                        </TableCell>
                        <TableCell className="whitespace-nowrap tabular-nums">
                          {formatNumber(c.currentUses, lng)} /{' '}
                          {c.maxUses === null ? '∞' : formatNumber(c.maxUses, lng)}
                        </TableCell>
                        <TableCell>
                          {c.expiresAt ? formatShortDate(c.expiresAt, lng) : t('promo.never')}
                        </TableCell>
                        <TableCell className="whitespace-nowrap">
                          {formatDateTime(c.createdAt, lng)}
                        </TableCell>
                        <TableCell>
                          <Button
                            variant="ghost"
                            size="icon"
                            onClick={() => setDeleting(c)}
                            aria-label={t('promo.deleteAria', { code: c.code })}
                          >
                            <Trash2 />
                          </Button>
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            )}
          </QueryStates>
        </CardContent>
        <ConfirmDialog
          open={!!deleting}
          onOpenChange={(open) => !open && setDeleting(null)}
          title={t('promo.deleteTitle', { code: deleting?.code ?? '' })}
          description={t('promo.deleteBody')}
          confirmLabel={t('common:actions.delete')}
          onConfirm={onDelete}
          pending={remove.isPending}
        />
      </Card>
    </section>
  );
}
