import { Receipt } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { CodeSelect, Input, NativeSelect } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import { PanelHeader } from '#client/components/ui/panel-header.tsx';
import { QueryStates } from '#client/components/ui/query-states.tsx';
import { useSavedForm } from '#client/lib/use-saved-form.ts';
import { CURRENCIES, MARKETPLACES } from '#domain/marketplaces.ts';
import { useFeeSettings, useSaveFeeSettings } from '../api/fee-settings.ts';
import { fieldsOf, SELLER_COUNTRIES, VAT_MARKETPLACES } from './fee-settings-choices.ts';

/** The schema comes with the form library (ADR 115). */
const schema = () => import('./fee-settings-schema.ts').then((m) => m.feeSettingsSchema);

/**
 * Settings card "Fees and costs": VAT registration per store (revenue then excludes VAT), country of
 * establishment (digital services fee) and the research cost assumption every margin states.
 */
export function FeeSettingsSection() {
  const { t } = useTranslation('fees');
  const settings = useFeeSettings();
  const save = useSaveFeeSettings();
  const { form, submit } = useSavedForm(schema, {
    stored: settings.data,
    fieldsOf,
    defaultValues: fieldsOf(undefined),
    save: save.mutate,
    savedMessage: t('settings.saved'),
  });
  const { errors } = form.formState;
  const kind = form.watch('costKind');
  return (
    <Card>
      <PanelHeader icon={Receipt} title={t('settings.title')} description={t('settings.description')} />
      <CardContent>
        <QueryStates query={settings} skeletonClassName="h-40" loadError={t('common:status.error')}>
          {({ saved }) => (
            <form onSubmit={submit} noValidate className="grid gap-5" data-testid="fee-settings">
              {!saved && <p className="text-xs text-muted-foreground">{t('settings.defaults')}</p>}
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">{t('settings.costTitle')}</legend>
                <p className="text-xs text-muted-foreground">{t('settings.costHint')}</p>
                {/* The kind on a row of its own: its longest choice needs the card's width. */}
                <Field id="fee-cost-kind" label={t('settings.costKind')}>
                  <NativeSelect id="fee-cost-kind" {...form.register('costKind')}>
                    <option value="percentOfPrice">{t('settings.kind.percentOfPrice')}</option>
                    <option value="perUnit">{t('settings.kind.perUnit')}</option>
                    <option value="none">{t('settings.kind.none')}</option>
                  </NativeSelect>
                </Field>
                <div className="grid gap-3 sm:grid-cols-2">
                  {kind === 'percentOfPrice' && (
                    <Field
                      id="fee-cost-percent"
                      label={t('settings.costPercent')}
                      error={errors.costPercent?.message && t(errors.costPercent.message)}
                    >
                      <Input id="fee-cost-percent" inputMode="decimal" {...form.register('costPercent')} />
                    </Field>
                  )}
                  {kind === 'perUnit' && (
                    <>
                      <Field
                        id="fee-cost-amount"
                        label={t('settings.costAmount')}
                        error={errors.costAmount?.message && t(errors.costAmount.message)}
                      >
                        <Input id="fee-cost-amount" inputMode="decimal" {...form.register('costAmount')} />
                      </Field>
                      <Field id="fee-cost-currency" label={t('settings.costCurrency')}>
                        <CodeSelect
                          id="fee-cost-currency"
                          codes={CURRENCIES}
                          {...form.register('costCurrency')}
                        />
                      </Field>
                    </>
                  )}
                </div>
              </fieldset>
              <fieldset className="grid gap-2">
                <legend className="mb-1 text-sm font-medium">{t('settings.vatTitle')}</legend>
                <p className="text-xs text-muted-foreground">{t('settings.vatHint')}</p>
                <div className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
                  {VAT_MARKETPLACES.map((m) => (
                    <label key={m} className="flex items-center gap-2 text-sm" htmlFor={`fee-vat-${m}`}>
                      <input
                        id={`fee-vat-${m}`}
                        type="checkbox"
                        className="size-4 accent-primary"
                        {...form.register(`vat.${m}`)}
                      />
                      {t(m === 'JP' ? 'settings.vatJp' : 'settings.vatStore', {
                        domain: MARKETPLACES[m].domain,
                      })}
                    </label>
                  ))}
                </div>
              </fieldset>
              <div className="grid gap-3 sm:grid-cols-2">
                <Field
                  id="fee-established"
                  label={t('settings.establishedIn')}
                  hint={t('settings.establishedHint')}
                >
                  <NativeSelect id="fee-established" {...form.register('establishedIn')}>
                    <option value="">{t('settings.establishedDefault')}</option>
                    {SELLER_COUNTRIES.map((c) => (
                      <option key={c} value={c}>
                        {t(`country.${c}`)}
                      </option>
                    ))}
                  </NativeSelect>
                </Field>
              </div>
              <div>
                <Button type="submit" disabled={save.isPending}>
                  {save.isPending ? t('settings.saving') : t('settings.save')}
                </Button>
              </div>
            </form>
          )}
        </QueryStates>
      </CardContent>
    </Card>
  );
}
