import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { Button } from '#client/components/ui/button.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { Switch } from '#client/components/ui/switch.tsx';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { SOURCING_RULES, type SourcingRuleId } from '#domain/market/sourcing-rules.ts';
import { useSaveSourcingRules, useSourcingRules } from '../api/sourcing-rules.ts';

/** "Brand A, Brand B" → the list of brands, without blanks. */
const brandsSchema = z.pipe(
  z.object({ brands: z.string() }),
  z.transform(({ brands }) => ({
    gatedBrands: brands
      .split(',')
      .map((b) => b.trim())
      .filter(Boolean),
  })),
);

/**
 * The seller's sourcing rules (docs/toolkit.md "Sourcing rules"): each rule with what it leaves
 * out and why, a switch per rule, and the brands the seller is not approved for. Saved at once.
 */
export function SourcingRulesSection() {
  const { t } = useTranslation('toolkit');
  const errorMessage = useErrorMessage();
  const { data } = useSourcingRules();
  const save = useSaveSourcingRules();
  const settings = data?.settings;
  const form = useZodForm(brandsSchema, { defaultValues: { brands: '' } });
  useEffect(() => form.reset({ brands: settings?.gatedBrands.join(', ') ?? '' }), [settings, form]);
  if (!settings) return null;
  const on = SOURCING_RULES.filter((r) => !settings.disabled.includes(r)).length;

  const saveWith = (next: { disabled?: SourcingRuleId[]; gatedBrands?: string[] }) =>
    save.mutate({ ...settings, ...next }, { onError: (error) => toast.error(errorMessage(error)) });
  const toggle = (rule: SourcingRuleId, enabled: boolean) =>
    saveWith({
      disabled: enabled ? settings.disabled.filter((r) => r !== rule) : [...settings.disabled, rule],
    });

  return (
    <details className="rounded-md border p-3 text-sm" data-testid="sourcing-rules">
      <summary className="cursor-pointer font-medium">
        {t('sourcing.title', { on, total: SOURCING_RULES.length })}
      </summary>
      <p className="mt-2 text-muted-foreground">{t('sourcing.description')}</p>
      <ul className="mt-3 grid gap-3">
        {SOURCING_RULES.map((rule) => (
          <li key={rule} className="flex items-start justify-between gap-3">
            <label htmlFor={`rule-${rule}`} className="grid gap-0.5">
              <span className="font-medium">{t(`sourcing.rule.${rule}`)}</span>
              <span className="text-xs text-muted-foreground">{t(`sourcing.why.${rule}`)}</span>
            </label>
            <Switch
              id={`rule-${rule}`}
              checked={!settings.disabled.includes(rule)}
              onCheckedChange={(enabled) => toggle(rule, enabled)}
              disabled={save.isPending}
            />
          </li>
        ))}
      </ul>
      <form className="mt-3 flex flex-wrap items-end gap-2" onSubmit={form.handleSubmit(saveWith)}>
        <div className="min-w-0 flex-1">
          <Field id="gated-brands" label={t('sourcing.gatedBrands')}>
            <Input id="gated-brands" {...form.register('brands')} />
          </Field>
        </div>
        <Button type="submit" variant="outline" disabled={save.isPending}>
          {t('sourcing.saveBrands')}
        </Button>
      </form>
    </details>
  );
}
