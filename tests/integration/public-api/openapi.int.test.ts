import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, it } from 'vitest';
import { createTestContext } from '#tests/helpers/test-app.ts';

const ctx = await createTestContext();

describe('/api/v1/openapi.json', () => {
  it('is public, OpenAPI 3.1 and valid against the official schema', async () => {
    // untyped: the document as any client downloads it, checked against the official OpenAPI schema
    const res = await ctx.client().get('/api/v1/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toBe('3.1.0');
    const result = await new Validator().validate(res.body);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
  });

  it('documents every endpoint with the bearer scheme and the error shape', async () => {
    // untyped: reads what the OpenApiDocument type leaves out (security, securitySchemes, servers)
    const doc = (await ctx.client().get('/api/v1/openapi.json')).body;
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.servers[0].url).toBe('http://localhost:3000/api/v1');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/usage', '/products/search', '/keywords/analysis']),
    );
    expect(doc.paths['/usage'].get.responses['401'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/Error',
    );
  });
});
