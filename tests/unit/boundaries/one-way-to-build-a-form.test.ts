import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ADR 110: every form of the client is built with `useZodForm` (react-hook-form + a zod schema),
 * and keeps no field in a `useState`. The forms that are not (yet) are listed here with the reason;
 * a new form on `useState`, or a listed one that was converted, fails this test.
 */
// Empty since every form was converted (2026-11-24); an entry needs its reason here and in ADR 110.
const NOT_ZOD_FORMS: Record<string, string> = {};

const root = path.resolve(import.meta.dirname, '../../..');
const forms = fs
  .readdirSync(path.join(root, 'src/client'), { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.tsx') && !file.endsWith('.test.tsx'))
  .map((file) => `src/client/${file}`)
  .filter((file) => fs.readFileSync(path.join(root, file), 'utf8').includes('<form'));
const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
/** useZodForm itself, or useSavedForm (lib/use-saved-form.ts: a useZodForm that edits what the server keeps). */
const usesZodForm = (text: string) => text.includes('useZodForm(') || text.includes('useSavedForm(');
/** A text or number field kept in React state: `useState('')`, `useState<string>('')`, `useState(0)`. */
const fieldState = /useState(<[^>]*>)?\((''|""|0)\)/;

describe('one way to build a form (ADR 110)', () => {
  it('finds the forms', () => {
    expect(forms.length).toBeGreaterThan(25);
  });

  it('builds every form with useZodForm, except the listed ones', () => {
    const handWritten = forms.filter((file) => !usesZodForm(read(file)) && !(file in NOT_ZOD_FORMS));
    expect(handWritten).toEqual([]);
  });

  it('keeps no text field in useState beside a form', () => {
    const inState = forms.filter((file) => fieldState.test(read(file)) && !(file in NOT_ZOD_FORMS));
    expect(inState).toEqual([]);
  });

  it('lists only forms that still exist and are still not on useZodForm', () => {
    const stale = Object.keys(NOT_ZOD_FORMS).filter(
      (file) => !forms.includes(file) || usesZodForm(read(file)),
    );
    expect(stale).toEqual([]);
  });
});
