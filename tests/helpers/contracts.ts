import { readdirSync } from 'node:fs';
import type { Endpoint } from '#contracts/define.ts';

const CONTRACTS_DIR = new URL('../../src/contracts/', import.meta.url);

/** Every endpoint declared in src/contracts, with the file that declares it. */
export async function allEndpoints(): Promise<{ file: string; name: string; endpoint: Endpoint }[]> {
  const found: { file: string; name: string; endpoint: Endpoint }[] = [];
  for (const file of readdirSync(CONTRACTS_DIR).filter((f) => f.endsWith('.ts') && !f.includes('.test.'))) {
    const module: Record<string, unknown> = await import(new URL(file, CONTRACTS_DIR).href);
    for (const [group, value] of Object.entries(module)) {
      if (!group.endsWith('Api') || !value || typeof value !== 'object') continue;
      for (const [name, endpoint] of Object.entries(value as Record<string, Endpoint>))
        found.push({ file, name: `${group}.${name}`, endpoint });
    }
  }
  return found;
}
