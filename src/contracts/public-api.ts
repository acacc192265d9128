import * as z from 'zod/mini';
import { defineApi } from './define.ts';

/** The parts of a JSON Schema (in an OpenAPI 3.1 document) the API reference page reads. */
export interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  format?: string;
  description?: string;
  enum?: unknown[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  default?: unknown;
  example?: unknown;
}

export interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header' | 'cookie';
  required?: boolean;
  description?: string;
  schema?: JsonSchema;
}

export interface Operation {
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }>; required?: boolean };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: JsonSchema }> }>;
}

export const HTTP_METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The parts of the OpenAPI 3.1 document the API reference page reads. */
export interface OpenApiDocument {
  openapi: string;
  info: { title: string; version: string; description?: string };
  servers?: { url: string }[];
  paths: Record<string, Partial<Record<HttpMethod, Operation>>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

/** Whether a value has the shape of an OpenAPI document (its version and paths). */
export const isOpenApiDocument = (v: unknown): v is OpenApiDocument =>
  typeof v === 'object' && v !== null && 'openapi' in v && 'paths' in v;

/** The document itself (public: no key needed). */
export const publicApiApi = defineApi('/v1', {
  openapi: { method: 'GET', path: '/openapi.json', response: z.custom<OpenApiDocument>(isOpenApiDocument) },
});
