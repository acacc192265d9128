import { useTranslation } from 'react-i18next';
import { type JsonSchema, type OpenApiDocument, refName, resolveSchema } from '../api/openapi.ts';

const MAX_DEPTH = 6;

function typeLabel(doc: OpenApiDocument, schema: JsonSchema | undefined): string {
  const resolved = resolveSchema(doc, schema);
  if (!resolved) return 'any';
  const name = refName(schema);
  if (resolved.enum) return resolved.enum.map((v) => JSON.stringify(v)).join(' | ');
  if (resolved.type === 'array') return `${typeLabel(doc, resolved.items)}[]`;
  const base = Array.isArray(resolved.type) ? resolved.type.join(' | ') : (resolved.type ?? 'object');
  const format = resolved.format ? ` (${resolved.format})` : '';
  return name ? `${name}` : `${base}${format}`;
}

/** A JSON schema as a nested list of fields: name, type, required, description. */
export function SchemaView({
  doc,
  schema,
  depth = 0,
}: {
  doc: OpenApiDocument;
  schema: JsonSchema | undefined;
  depth?: number;
}) {
  const { t } = useTranslation('api');
  const resolved = resolveSchema(doc, schema);
  const target = resolved?.type === 'array' ? resolveSchema(doc, resolved.items) : resolved;
  const properties = target?.properties;
  if (!properties || depth > MAX_DEPTH) {
    return <code className="font-mono text-xs">{typeLabel(doc, schema)}</code>;
  }
  return (
    <ul className="grid gap-1.5 border-l pl-3">
      {Object.entries(properties).map(([name, property]) => {
        const inner = resolveSchema(doc, property);
        const nested = inner?.type === 'array' ? resolveSchema(doc, inner.items) : inner;
        return (
          <li key={name} className="break-words text-sm">
            <span className="font-mono font-semibold">{name}</span>{' '}
            <code className="break-all font-mono text-xs text-primary">{typeLabel(doc, property)}</code>
            {target?.required?.includes(name) && (
              <span className="ml-1 text-xs text-destructive">{t('docs.required')}</span>
            )}
            {inner?.description && <p className="text-xs text-muted-foreground">{inner.description}</p>}
            {nested?.properties && (
              <div className="mt-1">
                <SchemaView doc={doc} schema={property} depth={depth + 1} />
              </div>
            )}
          </li>
        );
      })}
    </ul>
  );
}
