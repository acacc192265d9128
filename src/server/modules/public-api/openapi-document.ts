import type { $ZodObject } from 'zod/v4/core';
import { createDocument, type ZodOpenApiOperationObject, type ZodOpenApiPathsObject } from 'zod-openapi';
import type { Endpoint, Schema } from '#contracts/define.ts';
import { isOpenApiDocument, type OpenApiDocument } from '#contracts/public-api.ts';
import { commonErrorResponses, errorContentFor } from '#server/http/v1/openapi-common.ts';

const json = (schema: Schema) => ({ 'application/json': { schema } });

/** Path parameters and queries are object schemas (defineApi checks it). */
const asObject = (schema: Schema | undefined): $ZodObject | undefined =>
  schema && isObject(schema) ? schema : undefined;
const isObject = (schema: Schema): schema is Schema & $ZodObject => schema._zod.def.type === 'object';

/** One endpoint of a contract as an OpenAPI operation: its docs, inputs, answer and refusals. */
function operationOf(endpoint: Endpoint): ZodOpenApiOperationObject {
  const docs = endpoint.docs;
  if (!docs) throw new Error(`${endpoint.method} /api${endpoint.path}: a /v1 endpoint needs docs`);
  const status = endpoint.status ?? 200;
  const response = endpoint.response;
  const content = 'kind' in response ? undefined : json(response as Schema);
  return {
    tags: docs.tags,
    summary: docs.summary,
    description: docs.description,
    requestParams: {
      ...(endpoint.params && { path: asObject(endpoint.params) }),
      ...(endpoint.query && { query: asObject(endpoint.query) }),
    },
    ...(endpoint.body && { requestBody: { required: true, content: json(endpoint.body) } }),
    responses: {
      [status]: { description: docs.responseDescription, content },
      ...commonErrorResponses,
      ...Object.fromEntries(
        Object.entries(docs.errors ?? {}).map(([code, text]) => [code, errorContentFor(text)]),
      ),
    },
  };
}

/**
 * The OpenAPI 3.1 document of /api/v1, generated from the contracts' `/v1` endpoints by zod-openapi
 * (ADR 022): paths without the `/v1` prefix (the server URL has it), `:id` as `{id}`, schemas named
 * by their `z.meta({ id })` in the components.
 */
export function openApiDocument(
  endpoints: Endpoint[],
  o: { version: string; serverUrl: string; description: string },
): OpenApiDocument {
  const paths: ZodOpenApiPathsObject = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/^\/v1/, '').replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operationOf(endpoint) };
  }
  const document = createDocument({
    openapi: '3.1.0',
    info: { title: 'Scout REST API', version: o.version, description: o.description },
    servers: [{ url: o.serverUrl }],
    security: [{ bearerAuth: [] }],
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: 'A personal API key created in Scout (Settings → REST API keys), e.g. `scout_Ab12…`.',
        },
      },
    },
    paths,
  });
  if (!isOpenApiDocument(document)) throw new Error('zod-openapi made a document without paths');
  return document;
}
