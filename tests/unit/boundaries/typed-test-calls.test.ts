import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import recorded from './untyped-test-calls.json' with { type: 'json' };

/**
 * Integration tests call a route through its contract (issue 31): `client.call(reviewsApi.create,
 * { body })` checks the input against the contract and gives `res.body` the response type, so a
 * test that reads a field the route does not send fails to compile. The untyped
 * `get/post/patch/put/delete('/api/…')` stay only where a test sends what the contract forbids, or
 * for a route without a contract (better-auth's own), each marked `// untyped: <why>`. The files
 * written before the rule are recorded with their count of untyped calls: a count may only go down
 * (lower it here when it does), and a file not listed has none. The security suites, which send
 * what no contract allows on purpose, are not counted.
 */
const root = path.resolve(import.meta.dirname, '../../..');
const integration = path.join(root, 'tests/integration');
const UNTYPED = /\.(?:get|post|patch|put|delete)(?:<[^>]*>)?\(\s*['"`]\/api\//g;

function untypedCalls(): Map<string, number> {
  const counts = new Map<string, number>();
  for (const file of fs.readdirSync(integration, { recursive: true, encoding: 'utf8' })) {
    const rel = path.posix.join('tests/integration', file.split(path.sep).join('/'));
    if (!rel.endsWith('.ts') || rel.startsWith('tests/integration/security/')) continue;
    const count = fs.readFileSync(path.join(root, rel), 'utf8').match(UNTYPED)?.length ?? 0;
    if (count) counts.set(rel, count);
  }
  return counts;
}

describe('integration tests call through the typed client', () => {
  const allowed: Record<string, number> = recorded.files;
  const counts = untypedCalls();

  it('adds no untyped call to a route', () => {
    const grown = [...counts]
      .filter(([file, count]) => count > (allowed[file] ?? 0))
      .map(([file, count]) => `${file}: ${count} untyped calls (allowed ${allowed[file] ?? 0})`);
    expect(
      grown,
      'call the route through its contract: `client.call(api.endpoint, { params, query, body })` (tests/helpers/test-app.ts); keep `get/post…("/api/…")` only for input the contract forbids or a route without a contract, marked `// untyped: <why>`, and record it in tests/unit/boundaries/untyped-test-calls.json',
    ).toEqual([]);
  });

  it('records the counts that went down, so that they cannot grow back', () => {
    const lowered = Object.entries(allowed)
      .filter(([file, count]) => (counts.get(file) ?? 0) < count)
      .map(([file, count]) => `${file}: ${counts.get(file) ?? 0} untyped calls (recorded ${count})`);
    expect(lowered, 'lower these counts in tests/unit/boundaries/untyped-test-calls.json').toEqual([]);
  });
});
