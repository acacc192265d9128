import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '#client/lib/api-client.ts';
import { type JsonSchema, type OpenApiDocument, publicApiApi } from '#contracts/public-api.ts';

export {
  HTTP_METHODS,
  type HttpMethod,
  type JsonSchema,
  type OpenApiDocument,
  type Operation,
  type Parameter,
} from '#contracts/public-api.ts';

export const openApiQuery = queryOptions({
  queryKey: ['openapi'],
  queryFn: () => call(publicApiApi.openapi),
  staleTime: 10 * 60_000,
});
export const useOpenApi = () => useQuery(openApiQuery);

/** Follows a local `#/components/schemas/X` reference. */
export function resolveSchema(doc: OpenApiDocument, schema: JsonSchema | undefined): JsonSchema | undefined {
  if (!schema?.$ref) return schema;
  const name = schema.$ref.replace('#/components/schemas/', '');
  return doc.components?.schemas?.[name];
}

export const refName = (schema: JsonSchema | undefined) => schema?.$ref?.split('/').pop();
