/**
 * How a call of a contract's endpoint is addressed, shared by every typed client of Scout's API:
 * the web client (src/client/lib/api-client.ts), the browser extension's background
 * (extension/lib/background-handler.ts) and the integration tests' client. Types and a pure
 * function only: the extension's bundle takes no schema from here.
 */
import type { Endpoint } from './define.ts';

/** The endpoint's path under /api with its parameters filled in (percent-encoded). */
export const endpointPath = (endpoint: Pick<Endpoint, 'path'>, params: Record<string, unknown> = {}) =>
  endpoint.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(String(params[name])));
