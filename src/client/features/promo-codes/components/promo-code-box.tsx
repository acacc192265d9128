import { Infinity as InfinityIcon, Ticket } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { useSession } from '#client/features/auth/api/session.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { type PromoCheck, useRedeemPromoCode, useVerifyPromoCode } from '../api/promo-codes.ts';

/** Type a code (upper-cased as typed), verify what it gives, then redeem it. */
export function PromoCodeBox() {
  const { t } = useTranslation('billing');
  const { user } = useSession();
  const errorMessage = useErrorMessage();
  const inputId = useId();
  const [code, setCode] = useState('');
  const [checked, setChecked] = useState<PromoCheck | null>(null);
  const verify = useVerifyPromoCode();
  const redeem = useRedeemPromoCode();

  const onVerify = (e: FormEvent) => {
    e.preventDefault();
    const value = code.trim();
    if (!value) return;
    setChecked(null);
    verify.mutate(value, { onSuccess: setChecked, onError: (err) => toast.error(errorMessage(err)) });
  };
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
        setCode('');
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
              value={code}
              onChange={(e) => {
                setCode(e.target.value.toUpperCase());
                setChecked(null);
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
