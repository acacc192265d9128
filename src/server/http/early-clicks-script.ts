import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** src/client/public/early-clicks.js as built into the client (Vite copies `public/` as is). */
export interface EarlyClicksScript {
  /** The script's text, written inside the server-rendered pages (ADR 118). */
  source: string;
  /** Its CSP source expression, `'sha256-…'`: the policy allows this text inline and nothing else. */
  cspHash: string;
}

/** The CSP hash source of an inline script's exact text (CSP 3, "hash-source"). */
export const cspHashOf = (source: string) =>
  `'sha256-${createHash('sha256').update(source, 'utf8').digest('base64')}'`;

/**
 * early-clicks.js of a client build, read once at start, with the hash the CSP allows it by; null
 * without a built client (API-only, integration tests), when pages keep the `<script src>` tag.
 */
export function readEarlyClicksScript(clientDir: string): EarlyClicksScript | null {
  const file = path.join(clientDir, 'early-clicks.js');
  if (!existsSync(file)) return null;
  const source = readFileSync(file, 'utf8');
  // Written between <script> tags, the text must not close them.
  if (/<\/script/i.test(source)) throw new Error(`${file} contains </script: it cannot be inlined`);
  return { source, cspHash: cspHashOf(source) };
}
