import { Infinity as InfinityIcon, Ticket } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as z from 'zod/mini';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useSession } from '#client/features/auth/index.ts';
import { loadErrorMessages } from '#client/lib/i18n.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { type PromoCheck, useRedeemPromoCode, useVerifyPromoCode } from '../api/promo-codes.ts';

/** An empty code is not sent (nothing to say about it). */
const schema = z.object({ code: z.string().check(z.trim(), z.minLength(1)) });

/** Type a code (upper-cased as typed), verify what it gives, then redeem it. */
export function PromoCodeBox() {
  const { t } = useTranslation('billing');
  const { user } = useSession();
  const errorMessage = useErrorMessage();
  const inputId = useId();
  const form = useZodForm(schema, { defaultValues: { code: '' } });
  const codeField = form.register('code');
  const [checked, setChecked] = useState<PromoCheck | null>(null);
  const verify = useVerifyPromoCode();
  const redeem = useRedeemPromoCode();

  const onVerify = form.handleSubmit(({ code }) => {
    setChecked(null);
    verify.mutate(code, {
      // A refused code is told by its error code: its translations come first.
      onSuccess: async (result) => {
        if (!result.valid) await loadErrorMessages();
        setChecked(result);
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  });
  const onRedeem = () => {
    if (!checked?.valid) return;
    redeem.mutate(checked.code, {
      onSuccess: (r) => {
        toast.success(
          t(r.isLifetime ? 'promo.redeemedLifetime' : 'promo.redeemedMonth', {
            plan: t(`common:plans.${r.plan}`),
          }),
        );
        setChecked(null);
        form.reset();
      },
      onError: (err) => toast.error(errorMessage(err)),
    });
  };

  return (
    <Card>
      <CardContent className="space-y-3 p-5">
        <label htmlFor={inputId} className="flex items-center gap-2 font-medium">
          <Ticket className="size-4 text-accent" aria-hidden="true" />
          {t('promo.label')}
        </label>
        {!user ? (
          <p className="text-sm text-muted-foreground">
            {t('promo.signInFirst')}{' '}
            <Link to="/auth" className="text-primary underline">
              {t('common:nav.signIn')}
            </Link>
          </p>
        ) : (
          <form onSubmit={onVerify} className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={inputId}
              {...codeField}
              onChange={(e) => {
                e.target.value = e.target.value.toUpperCase();
                setChecked(null);
                return codeField.onChange(e);
              }}
              placeholder={t('promo.placeholder')}
              autoComplete="off"
              maxLength={40}
              className="uppercase sm:max-w-xs"
            />
            <Button type="submit" variant="outline" disabled={verify.isPending}>
              {verify.isPending ? t('promo.verifying') : t('promo.verify')}
            </Button>
          </form>
        )}
        {checked && (
          <div role="status" className="flex flex-wrap items-center gap-3 text-sm">
            {checked.valid ? (
              <>
                <span>{t('promo.valid', { plan: t(`common:plans.${checked.plan}`) })}</span>
                {checked.isLifetime ? (
                  <Badge variant="success">
                    <InfinityIcon className="size-3.5" aria-hidden="true" />
                    {t('promo.lifetime')}
                  </Badge>
                ) : (
                  <Badge variant="secondary">{t('promo.oneMonth')}</Badge>
                )}
                <Button size="sm" onClick={onRedeem} disabled={redeem.isPending}>
                  {redeem.isPending ? t('promo.redeeming') : t('promo.redeem')}
                </Button>
              </>
            ) : (
              <span className="text-destructive">
                {t(`errors:${checked.reason}`, { defaultValue: t('promo.invalid') })}
              </span>
            )}
          </div>
        )}
      </CardContent>
    </Card>
  );
}
