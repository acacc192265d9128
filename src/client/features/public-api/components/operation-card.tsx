import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { Input, Textarea } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { CopyButton } from '#client/features/api-keys/components/copy-button.tsx';
import { ApiError, apiFetch } from '#client/lib/api-client.ts';
import { cn } from '#client/lib/cn.ts';
import type { HttpMethod, OpenApiDocument, Operation } from '../api/openapi.ts';
import { InlineCode } from './inline-code.tsx';
import { SchemaView } from './schema-view.tsx';

const METHOD_COLORS: Record<HttpMethod, string> = {
  get: 'bg-green-100 text-green-900',
  post: 'bg-blue-100 text-blue-900',
  put: 'bg-amber-100 text-amber-900',
  patch: 'bg-amber-100 text-amber-900',
  delete: 'bg-red-100 text-red-900',
};

interface TryResult {
  status: number;
  body: string;
}

function curlExample(method: HttpMethod, url: string, hasBody: boolean) {
  const lines = [`curl -X ${method.toUpperCase()} '${url}'`, `  -H 'Authorization: Bearer $SCOUT_API_KEY'`];
  if (hasBody) lines.push(`  -H 'Content-Type: application/json'`, `  -d '{ … }'`);
  return lines.join(' \\\n');
}

/** One endpoint: what it takes, what it returns, a curl line, and a form to call it with your key. */
export function OperationCard({
  doc,
  method,
  path,
  operation,
  apiKey,
}: {
  doc: OpenApiDocument;
  method: HttpMethod;
  path: string;
  operation: Operation;
  apiKey: string;
}) {
  const { t } = useTranslation('api');
  const [values, setValues] = useState<Record<string, string>>({});
  const [body, setBody] = useState('');
  const [result, setResult] = useState<TryResult | null>(null);
  const [sending, setSending] = useState(false);
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const server = doc.servers?.[0]?.url ?? `${window.location.origin}/api/v1`;
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');

  const send = async (e: React.FormEvent) => {
    e.preventDefault();
    setSending(true);
    let resolvedPath = path;
    const query: Record<string, string> = {};
    for (const p of parameters) {
      const value = values[p.name] ?? '';
      if (p.in === 'path') resolvedPath = resolvedPath.replace(`{${p.name}}`, encodeURIComponent(value));
      else if (p.in === 'query' && value !== '') query[p.name] = value;
    }
    try {
      let parsedBody: unknown;
      if (bodySchema && body.trim()) parsedBody = JSON.parse(body);
      const res = await apiFetch(method.toUpperCase(), `/v1${resolvedPath}`, {
        query,
        body: parsedBody,
        headers: { authorization: `Bearer ${apiKey.trim()}` },
      });
      const text = await res.text();
      setResult({ status: res.status, body: prettify(text) });
    } catch (error) {
      if (error instanceof ApiError)
        setResult({
          status: error.status,
          body: JSON.stringify({ error: { code: error.code, params: error.params } }, null, 2),
        });
      else setResult({ status: 0, body: t('docs.invalidJson') });
    } finally {
      setSending(false);
    }
  };

  return (
    <Card id={id} className="scroll-mt-20">
      <CardHeader>
        <CardTitle className="flex flex-wrap items-center gap-2 text-base">
          <Badge className={cn('uppercase', METHOD_COLORS[method])}>{method}</Badge>
          <code className="break-all font-mono">/api/v1{path}</code>
        </CardTitle>
        {operation.summary && (
          <CardDescription className="font-medium text-foreground">{operation.summary}</CardDescription>
        )}
        {operation.description && (
          <CardDescription>
            <InlineCode text={operation.description} />
          </CardDescription>
        )}
      </CardHeader>
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-5">
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
            <CopyButton text={curlExample(method, `${server}${path}`, !!bodySchema)} />
          </div>
          <pre className="overflow-x-auto rounded-md bg-muted p-3 text-xs">
            {curlExample(method, `${server}${path}`, !!bodySchema)}
          </pre>
        </section>
        <form onSubmit={send} className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-md border p-3">
          <h4 className="text-sm font-semibold">{t('docs.tryIt')}</h4>
          {parameters.map((p) => (
            <div key={`${p.in}-${p.name}`} className="grid gap-1.5">
              <Label htmlFor={`${id}-${p.name}`}>{p.name}</Label>
              <Input
                id={`${id}-${p.name}`}
                value={values[p.name] ?? ''}
                onChange={(e) => setValues({ ...values, [p.name]: e.target.value })}
              />
            </div>
          ))}
          {bodySchema && (
            <div className="grid gap-1.5">
              <Label htmlFor={`${id}-body`}>{t('docs.bodyJson')}</Label>
              <Textarea
                id={`${id}-body`}
                rows={4}
                className="font-mono"
                value={body}
                onChange={(e) => setBody(e.target.value)}
              />
            </div>
          )}
          <div>
            <Button type="submit" disabled={!apiKey.trim() || sending}>
              {sending ? t('docs.sending') : t('docs.send')}
            </Button>
            {!apiKey.trim() && <p className="mt-1 text-xs text-muted-foreground">{t('docs.keyNeeded')}</p>}
          </div>
          {result && (
            <div aria-live="polite">
              <p className="mb-1 text-sm">
                {t('docs.status')}{' '}
                <Badge variant={result.status < 300 ? 'success' : 'destructive'}>{result.status}</Badge>
              </p>
              <pre
                className="max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs"
                data-testid="try-result"
              >
                {result.body}
              </pre>
            </div>
          )}
        </form>
      </CardContent>
    </Card>
  );
}

function prettify(text: string) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
