import os from 'node:os';
import path from 'node:path';

/**
 * Node's compile cache (NODE_COMPILE_CACHE, a documented Node.js variable) for the Node processes
 * the tests start: the test workers (vitest.config.ts), the servers and the CLIs. Each of these
 * loads hundreds of TypeScript files and packages; with the cache, the code compiled by the first
 * process is reused by the next ones (about a fifth less CPU per server start: docs/benchmarks.md,
 * test-suite). Node checks each entry against the file's content, so an edited file is compiled
 * again; a stale or broken entry is only a miss.
 */
export const COMPILE_CACHE_ENV = {
  NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? path.join(os.tmpdir(), 'scout-test-compile-cache'),
};
