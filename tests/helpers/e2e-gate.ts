import fs from 'node:fs';
import type { Reporter, TestModule, TestSpecification } from 'vitest/node';

/**
 * `npm test` (scripts/test.ts) starts Playwright beside vitest: its global set-up (client and
 * extension builds, the browser, the e2e server with its own embedded PostgreSQL) runs while vitest
 * does, then waits at a gate — a file named by this variable — before the first end-to-end test.
 * Vitest opens the gate when one of its workers has no file left to run (the run's tail, where a
 * core would otherwise idle); the script opens it after vitest in any case. Unset (a narrow run of
 * either tool), there is no gate.
 */
export const E2E_GATE_ENV = 'SCOUT_E2E_GATE';

export function openE2eGate(file = process.env[E2E_GATE_ENV]) {
  if (file && !fs.existsSync(file)) fs.writeFileSync(file, `${new Date().toISOString()}\n`);
}

/** Resolves once the gate is open (at once without one). */
export async function waitForE2eGate(file = process.env[E2E_GATE_ENV]) {
  while (file && !fs.existsSync(file)) await new Promise((r) => setTimeout(r, 200));
}

/** Opens the gate once fewer files are left to finish than vitest has workers. */
export class E2eGateReporter implements Reporter {
  private left = Number.POSITIVE_INFINITY;
  private readonly workers: number;
  constructor(workers: number) {
    this.workers = workers;
  }
  onTestRunStart(specifications: ReadonlyArray<TestSpecification>) {
    this.left = specifications.length;
    this.check();
  }
  onTestModuleEnd(_module: TestModule) {
    this.left -= 1;
    this.check();
  }
  private check() {
    if (this.left < this.workers) openE2eGate();
  }
}
