import { Badge } from '#client/components/ui/badge.tsx';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '#client/components/ui/card.tsx';
import { cn } from '#client/lib/cn.ts';
import type { HttpMethod, OpenApiDocument, Operation } from '../api/openapi.ts';
import { InlineCode } from './inline-code.tsx';
import { OperationReference } from './operation-reference.tsx';
import { TryOperationForm } from './try-operation-form.tsx';

const METHOD_COLORS: Record<HttpMethod, string> = {
  get: 'bg-green-100 text-green-900',
  post: 'bg-blue-100 text-blue-900',
  put: 'bg-amber-100 text-amber-900',
  patch: 'bg-amber-100 text-amber-900',
  delete: 'bg-red-100 text-red-900',
};

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
  const id = `${method}-${path}`.replace(/[^a-z0-9]+/gi, '-');
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
        <OperationReference doc={doc} method={method} path={path} operation={operation} />
        <TryOperationForm id={id} method={method} path={path} operation={operation} apiKey={apiKey} />
      </CardContent>
    </Card>
  );
}
