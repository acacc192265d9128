import { KeyRound } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { LockedCard } from '#client/components/plan-gate.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent } from '#client/components/ui/card.tsx';
import { ConfirmMutationDialog } from '#client/components/ui/confirm-dialog.tsx';
import { Input } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { PanelHeader } from '#client/components/ui/panel-header.tsx';
import { Skeleton } from '#client/components/ui/skeleton.tsx';
import { usePlan } from '#client/features/billing/index.ts';
import { toast } from '#client/lib/toast.ts';
import { useErrorMessage } from '#client/lib/use-error-message.ts';
import { useOpenedOnce } from '#client/lib/use-opened-once.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import { API_KEY_NAME_MAX_LENGTH } from '#contracts/api-keys.ts';
import { hasFeature } from '#domain/plans.ts';
import { type ApiKey, useApiKeys, useCreateApiKey, useRevokeApiKey } from '../api/api-keys.ts';
import { ApiKeyList } from './api-key-list.tsx';

const ApiKeyCreatedDialog = lazy(() => import('./api-key-created-dialog.tsx'));

/** The schema comes with the form library, at the first focus or press in the form (ADR 115). */
const schema = () => import('./api-key-name-schema.ts').then((m) => m.apiKeyNameSchema);

/** Settings card: create (shown once), list and revoke personal REST API keys. */
export function ApiKeysSection() {
  const { t } = useTranslation('api');
  const errorMessage = useErrorMessage();
  const { plan, isLoading: planLoading } = usePlan();
  const { data, isPending } = useApiKeys();
  const create = useCreateApiKey();
  const revoke = useRevokeApiKey();
  const form = useZodForm(schema, { defaultValues: { name: '' } });
  const name = form.watch('name');
  const [created, setCreated] = useState<string | null>(null);
  const createdDialogUsed = useOpenedOnce(created !== null);
  const [target, setTarget] = useState<ApiKey | null>(null);
  const ref = useRef<HTMLDivElement>(null);
  const location = useLocation();
  const allowed = hasFeature(plan, 'apiAccess');
  const keys = data?.keys ?? [];

  useEffect(() => {
    if (location.hash === '#api-keys' && !isPending) ref.current?.scrollIntoView({ block: 'start' });
  }, [location.hash, isPending]);

  if (planLoading || isPending) return <Skeleton className="h-40" />;
  if (!allowed && keys.length === 0)
    return <LockedCard feature="apiAccess" title={t('keys.title')} description={t('keys.description')} />;

  const submit = form.handleSubmit((values) =>
    create.mutate(values.name, {
      onSuccess: (key) => {
        form.reset();
        setCreated(key.key);
      },
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );

  return (
    <div ref={ref} id="api-keys" className="scroll-mt-20">
      <Card>
        <PanelHeader
          icon={KeyRound}
          title={t('keys.title')}
          description={
            <>
              {t('keys.description')}{' '}
              <Link
                to="/api-documentation"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('keys.docsLink')}
              </Link>
            </>
          }
        />
        <CardContent className="grid gap-5">
          {allowed ? (
            <form onSubmit={submit} className="flex flex-col gap-2 sm:flex-row sm:items-end">
              <div className="grid flex-1 gap-1.5">
                <Label htmlFor="api-key-name">{t('keys.name')}</Label>
                <Input
                  id="api-key-name"
                  maxLength={API_KEY_NAME_MAX_LENGTH}
                  placeholder={t('keys.namePlaceholder')}
                  {...form.register('name')}
                />
              </div>
              <Button type="submit" disabled={!name.trim() || create.isPending}>
                {create.isPending ? t('keys.creating') : t('keys.create')}
              </Button>
            </form>
          ) : (
            <p className="text-sm text-muted-foreground">{t('keys.planEnded')}</p>
          )}

          <ApiKeyList keys={keys} onRevoke={setTarget} />
        </CardContent>
      </Card>

      {createdDialogUsed && (
        <Suspense fallback={null}>
          <ApiKeyCreatedDialog apiKey={created} onClose={() => setCreated(null)} />
        </Suspense>
      )}

      <ConfirmMutationDialog
        open={!!target}
        onOpenChange={(open) => !open && setTarget(null)}
        title={t('keys.revokeTitle', { name: target?.name ?? '' })}
        description={t('keys.revokeBody')}
        confirmLabel={t('keys.revoke')}
        pending={revoke.isPending}
        run={(handlers) => target && revoke.mutate(target.id, handlers)}
        doneMessage={t('keys.revokedToast')}
      />
    </div>
  );
}
