import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '#client/components/ui/badge.tsx';
import { Button } from '#client/components/ui/button.tsx';
import { Input, Textarea } from '#client/components/ui/input.tsx';
import { Label } from '#client/components/ui/label.tsx';
import { ApiError, apiFetch } from '#client/lib/api-client.ts';
import { useZodForm } from '#client/lib/use-zod-form.ts';
import type { HttpMethod, Operation } from '../api/openapi.ts';
import type { TryIt } from './try-it-schema.ts';

/** The schema comes with the form library, at the first focus or press in the form (ADR 115). */
const tryItSchema = () => import('./try-it-schema.ts').then((m) => m.tryItSchema);

interface TryResult {
  status: number;
  body: string;
}

/** Calls one endpoint with the key typed on the page and shows its status and answer. */
export function TryOperationForm({
  id,
  method,
  path,
  operation,
  apiKey,
}: {
  /** The card's id, prefix of the fields' ids. */
  id: string;
  method: HttpMethod;
  path: string;
  operation: Operation;
  apiKey: string;
}) {
  const { t } = useTranslation('api');
  const parameters = operation.parameters ?? [];
  const bodySchema = operation.requestBody?.content?.['application/json']?.schema;
  const form = useZodForm(tryItSchema, { defaultValues: { params: parameters.map(() => ''), body: '' } });
  const [result, setResult] = useState<TryResult | null>(null);
  const [sending, setSending] = useState(false);

  const send = async (typed: TryIt) => {
    setSending(true);
    let resolvedPath = path;
    const query: Record<string, string> = {};
    parameters.forEach((p, i) => {
      const value = typed.params[i] ?? '';
      if (p.in === 'path') resolvedPath = resolvedPath.replace(`{${p.name}}`, encodeURIComponent(value));
      else if (p.in === 'query' && value !== '') query[p.name] = value;
    });
    try {
      let parsedBody: unknown;
      if (bodySchema && typed.body.trim()) parsedBody = JSON.parse(typed.body);
      const res = await apiFetch(method.toUpperCase(), `/v1${resolvedPath}`, {
        query,
        body: parsedBody,
        headers: { authorization: `Bearer ${apiKey.trim()}` },
      });
      setResult({ status: res.status, body: prettify(await res.text()) });
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
    <form
      onSubmit={form.handleSubmit(send)}
      className="grid grid-cols-[minmax(0,1fr)] gap-3 rounded-md border p-3"
    >
      <h4 className="text-sm font-semibold">{t('docs.tryIt')}</h4>
      {parameters.map((p, i) => (
        <div key={`${p.in}-${p.name}`} className="grid gap-1.5">
          <Label htmlFor={`${id}-${p.name}`}>{p.name}</Label>
          <Input id={`${id}-${p.name}`} {...form.register(`params.${i}`)} />
        </div>
      ))}
      {bodySchema && (
        <div className="grid gap-1.5">
          <Label htmlFor={`${id}-body`}>{t('docs.bodyJson')}</Label>
          <Textarea id={`${id}-body`} rows={4} className="font-mono" {...form.register('body')} />
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
          <pre className="max-h-80 overflow-auto rounded-md bg-muted p-3 text-xs" data-testid="try-result">
            {result.body}
          </pre>
        </div>
      )}
    </form>
  );
}

function prettify(text: string) {
  try {
    return JSON.stringify(JSON.parse(text), null, 2);
  } catch {
    return text;
  }
}
