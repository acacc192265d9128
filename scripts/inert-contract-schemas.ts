import type { Plugin } from 'vite';

/**
 * The browser's build of the contracts (src/contracts) without zod. The client calls endpoints
 * through the contracts but reads only their method, path and kind of body and answer
 * (src/client/lib/api-client.ts): it never validates with their schemas, the server does. Every
 * page imports contracts (the session's to start with), so zod's core (about 12 KB gzip) was in
 * every page's first download for schemas nobody runs in the browser. In the browser's build,
 * `zod/mini` imported by a contract is `inertZodSource()`: each schema is an inert stand-in, and
 * `z.object(shape)` keeps its shape so that `defineApi()` still checks path parameters. Forms import
 * the real `zod/mini` themselves (ADR 110) and load it with their own chunk.
 * `scripts/inert-contract-schemas.test.ts` loads every contract both ways and compares what the
 * client reads. Not for the server-rendering build, which runs the app's routes in process.
 */
const VIRTUAL = '\0scout-inert-zod';
const CONTRACTS = /[\\/]src[\\/]contracts[\\/][^\\/]+\.ts$/;

/** The module that stands in for `zod/mini` in the contracts: every export of `names` is inert. */
export function inertZodSource(names: string[]): string {
  const exported = names.filter((n) => n !== 'object' && n !== 'default' && /^[A-Za-z_$][\w$]*$/.test(n));
  return `
// Any use of a stand-in (a call, a property, a chained check) gives a stand-in; it owns no keys.
const handler = {
  get: (_, key) => (key === 'then' ? undefined : key === Symbol.toPrimitive ? () => '' : inert),
  apply: () => inert,
  ownKeys: () => [],
};
const inert = new Proxy(() => {}, handler);
const object = (shape = {}) =>
  new Proxy(() => {}, { ...handler, get: (t, key) => (key === '_zod' ? { def: { shape } } : handler.get(t, key)) });
export { object, ${exported.map((n) => `inert as ${n}`).join(', ')} };
`;
}

export function inertContractSchemas(): Plugin {
  return {
    name: 'scout-inert-contract-schemas',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === 'zod/mini' && importer && CONTRACTS.test(importer)) return VIRTUAL;
      return null;
    },
    async load(id) {
      if (id !== VIRTUAL) return null;
      return inertZodSource(Object.keys(await import('zod/mini')));
    },
  };
}
