import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cspHashOf, readEarlyClicksScript } from './early-clicks-script.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scout-early-clicks-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe('early-clicks.js written into the pages (ADR 118)', () => {
  it('hashes the exact text as the CSP does (sha256, base64, quoted)', () => {
    // The example of the CSP 3 specification: alert('Hello, world.');
    expect(cspHashOf("alert('Hello, world.');")).toBe(
      "'sha256-qznLcsROx4GACP2dm0UCKCzCG+HiZ1guq6ZZDob/Tng='",
    );
  });

  it('reads the built script with its hash, and nothing when the client is not built', () => {
    expect(readEarlyClicksScript(dir)).toBeNull();
    const source = fs.readFileSync(new URL('../../client/public/early-clicks.js', import.meta.url), 'utf8');
    fs.writeFileSync(path.join(dir, 'early-clicks.js'), source);
    const script = readEarlyClicksScript(dir);
    expect(script?.source).toBe(source);
    expect(script?.cspHash).toBe(`'sha256-${createHash('sha256').update(source).digest('base64')}'`);
  });

  it('refuses a script that would close its own tag', () => {
    fs.writeFileSync(path.join(dir, 'early-clicks.js'), "document.write('</script>');\n");
    expect(() => readEarlyClicksScript(dir)).toThrow(/<\/script/);
  });
});
