import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { CopyButton } from '#client/features/api-keys/index.ts';
import type { HttpMethod, OpenApiDocument, Operation } from '../api/openapi.ts';
import { InlineCode } from './inline-code.tsx';
import { SchemaView } from './schema-view.tsx';

function curlExample(method: HttpMethod, url: string, hasBody: boolean) {
  const lines = [`curl -X ${method.toUpperCase()} '${url}'`, `  -H 'Authorization: Bearer $SCOUT_API_KEY'`];
  if (hasBody) lines.push(`  -H 'Content-Type: application/json'`, `  -d '{ … }'`);
  return lines.join(' \\\n');
}

/** What an endpoint takes and returns, as its OpenAPI document says, and a curl line to call it. */
export function OperationReference({
  doc,
  method,
  path,
  operation,
}: {
  doc: OpenApiDocument;
  method: HttpMethod;
  path: string;
  operation: Operation;
}) {
  const { t } = useTranslation('api');
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const server = doc.servers?.[0]?.url ?? `${window.location.origin}/api/v1`;
  const curl = curlExample(method, `${server}${path}`, !!bodySchema);
  return (
    <>
      {parameters.length > 0 && (
        <section>
          <h4 className="mb-2 text-sm font-semibold">{t('docs.parameters')}</h4>
          <ul className="grid gap-1.5">
            {parameters.map((p) => (
              <li key={`${p.in}-${p.name}`} className="text-sm">
                <span className="font-mono font-semibold">{p.name}</span>{' '}
                <span className="text-xs text-muted-foreground">({p.in})</span>
                {p.required && <span className="ml-1 text-xs text-destructive">{t('docs.required')}</span>}
                {(p.description ?? p.schema?.description) && (
                  <p className="text-xs text-muted-foreground">{p.description ?? p.schema?.description}</p>
                )}
              </li>
            ))}
          </ul>
        </section>
      )}
      {bodySchema && (
        <section>
          <h4 className="mb-2 text-sm font-semibold">{t('docs.requestBody')}</h4>
          <SchemaView doc={doc} schema={bodySchema} />
        </section>
      )}
      <section>
        <h4 className="mb-2 text-sm font-semibold">{t('docs.responses')}</h4>
        <ul className="grid gap-3">
          {Object.entries(operation.responses).map(([status, response]) => (
            <li key={status} className="break-words text-sm">
              <Badge variant={status.startsWith('2') ? 'success' : 'outline'}>{status}</Badge>{' '}
              <span className="text-muted-foreground">
                <InlineCode text={response.description ?? ''} />
              </span>
              {status.startsWith('2') && response.content?.['application/json']?.schema && (
                <div className="mt-2">
                  <SchemaView doc={doc} schema={response.content['application/json'].schema} />
                </div>
              )}
            </li>
          ))}
        </ul>
      </section>
      <section>
        <div className="mb-2 flex items-center justify-between gap-2">
          <h4 className="text-sm font-semibold">{t('docs.example')}</h4>
          <CopyButton text={curl} />
        </div>
        <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs">{curl}</pre>
      </section>
    </>
  );
}
