import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** The commit measured (with `+changes` when the work tree differs from it), or null outside git. */
function commitMeasured(): string | null {
  try {
    const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], {
      encoding: 'utf8',
    });
    return dirty.trim() ? `${head}+changes` : head;
  } catch {
    return null;
  }
}

/**
 * Writes bench/results/<name>.json with the machine it ran on, the commit and the load it ran
 * under (docs/benchmarks.md's table of current results reads these three).
 */
export function writeResult(name: string, figures: Record<string, unknown>) {
  const dir = path.join(path.dirname(new URL(import.meta.url).pathname), '..', 'results');
  fs.mkdirSync(dir, { recursive: true });
  const result = {
    name,
    ranAt: new Date().toISOString(),
    commit: commitMeasured(),
    /** 1-minute load average when the result was written (the machine is shared: see docs/benchmarks.md). */
    loadAverageAtEnd: Math.round(os.loadavg()[0] * 10) / 10,
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
    },
    ...figures,
  };
  fs.writeFileSync(path.join(dir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  console.log(JSON.stringify(result, null, 2));
}

/** p-th percentile (0-100) of a list of numbers. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index];
}
