import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonVariants } from '../components/ui/button.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../components/ui/card.tsx';
import { Input } from '../components/ui/input.tsx';
import { Label } from '../components/ui/label.tsx';
import { QueryStates } from '../components/ui/query-states.tsx';
import { useSession } from '../features/auth/api/session.ts';
import { HTTP_METHODS, useOpenApi } from '../features/public-api/api/openapi.ts';
import { OperationCard } from '../features/public-api/components/operation-card.tsx';
import { ReferenceLanguageNote } from '../features/public-api/components/reference-language-note.tsx';

/** /api-documentation: the REST API reference, read from /api/v1/openapi.json, with "try it" forms. */
export default function ApiDocumentationPage() {
  const { t } = useTranslation('api');
  const { user } = useSession();
  const openApi = useOpenApi();
  const doc = openApi.data;
  const [apiKey, setApiKey] = useState('');
  const operations = doc
    ? Object.entries(doc.paths).flatMap(([path, item]) =>
        HTTP_METHODS.flatMap((method) => (item[method] ? [{ path, method, operation: item[method] }] : [])),
      )
    : [];

  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-3xl font-bold">{t('docs.title')}</h1>
        <div className="flex flex-wrap gap-2">
          {user && (
            <Link to="/dashboard" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
              {t('common:actions.backToDashboard')}
            </Link>
          )}
          <a href="/api/v1/openapi.json" className={buttonVariants({ variant: 'outline', size: 'sm' })}>
            {t('docs.download')}
          </a>
        </div>
      </div>
      <ReferenceLanguageNote />

      <Card>
        <CardHeader>
          <CardTitle className="text-lg">{t('docs.gettingStarted')}</CardTitle>
        </CardHeader>
        <CardContent className="grid gap-3 text-sm">
          <p>{t('docs.intro')}</p>
          <ol className="list-decimal space-y-1 pl-5">
            <li>
              {t('docs.step1')}{' '}
              <Link
                to="/settings#api-keys"
                className="font-medium text-primary underline-offset-4 hover:underline"
              >
                {t('docs.step1Link')}
              </Link>
            </li>
            <li>{t('docs.step2')}</li>
            <li>{t('docs.step3')}</li>
          </ol>
          <p className="text-muted-foreground">{t('docs.errors')}</p>
          <div className="grid gap-1.5">
            <Label htmlFor="docs-api-key">{t('docs.keyLabel')}</Label>
            <Input
              id="docs-api-key"
              type="password"
              autoComplete="off"
              placeholder="scout_…"
              value={apiKey}
              onChange={(e) => setApiKey(e.target.value)}
            />
            <p className="text-xs text-muted-foreground">{t('docs.keyHint')}</p>
          </div>
        </CardContent>
      </Card>

      <QueryStates
        query={openApi}
        skeletonClassName={['h-48', 'h-48']}
        loadError={t('docs.loadError')}
        retry={{ label: t('common:actions.retry'), onRetry: () => void openApi.refetch() }}
      >
        {(doc) => (
          <>
            <nav aria-label={t('docs.endpoints')} className="rounded-md border p-4">
              <h2 className="mb-2 font-semibold">{t('docs.endpoints')}</h2>
              <ul className="grid gap-1 text-sm">
                {operations.map(({ path, method, operation }) => (
                  <li key={`${method}-${path}`} className="break-words">
                    <a
                      href={`#${`${method}-${path}`.replace(/[^a-z0-9]+/gi, '-')}`}
                      className="text-primary underline-offset-4 hover:underline"
                    >
                      <span className="font-mono uppercase">{method}</span>{' '}
                      <span className="font-mono">{path}</span> — {operation.summary}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
            {operations.map(({ path, method, operation }) => (
              <OperationCard
                key={`${method}-${path}`}
                doc={doc}
                method={method}
                path={path}
                operation={operation}
                apiKey={apiKey}
              />
            ))}
          </>
        )}
      </QueryStates>
    </div>
  );
}
