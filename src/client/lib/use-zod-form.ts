import { useEffect, useRef } from 'react';
import {
  type DefaultValues,
  type FieldErrors,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { loadOnce } from './load-once.ts';

/** What editing a field does to the messages shown after a refused submit. */
export type OnEdit =
  /** Clears that field's message until the next submit (the default). */
  | 'clear-field'
  /** Clears every message, for forms that show one line of problems. */
  | 'clear-all'
  /** Checks the field again as it is typed (react-hook-form's own behaviour; the auth forms). */
  | 'revalidate'
  /** Keeps every message until the next submit (the calculators). */
  | 'keep'
  /**
   * Checks the whole form again after every edit, before any submit: for forms that show their one
   * line of problems as it is typed and disable their button while it stands (the product filters).
   */
  | 'check-all';

/**
 * A form's schema imported on demand (`() => import('./x-schema.ts').then((m) => m.xSchema)`): zod
 * and the schema then load at the form's first edit or check (ADR 115, 194) instead of with the
 * page. Its default values live in a module without zod.
 */
export type SchemaImport<Schema> = () => Promise<Schema>;

const imported = new WeakMap<SchemaImport<unknown>, () => Promise<unknown>>();

/** The schema itself, or the one its import gives (imported once; a failed import is tried again). */
function schemaOf<Schema>(schema: Schema | SchemaImport<Schema>): Promise<Schema> {
  if (typeof schema !== 'function') return Promise.resolve(schema);
  const load = schema as SchemaImport<Schema>;
  let loader = imported.get(load);
  if (!loader) {
    loader = loadOnce(load);
    imported.set(load, loader);
  }
  return loader() as Promise<Schema>;
}

/** The zod resolver, with the schema: imported at the form's first edit or check (ADR 194). */
const zodResolverModule = loadOnce(() => import('@hookform/resolvers/zod'));

/**
 * The one way to build a form (ADR 110): react-hook-form's `useForm` with a zod (`zod/mini`) schema.
 * - The schema's messages are translation keys (with their namespace when it is not the form's
 *   own); the form shows `t(message)`.
 * - Its output is what the submit handler receives: type it with the contract's request type
 *   (`#contracts/…`), so that a field changed on the server breaks the form's compilation. Text
 *   inputs are parsed by the schema (a price typed "12,50" becomes minor units).
 * - Fields are checked when the form is submitted; `onEdit` says what editing a field does to
 *   the messages until the next submit.
 * - The resolver is asynchronous: the zod resolver and, for a schema passed as an import
 *   (`SchemaImport`, ADR 115), zod and the schema load at the first edit, and any check waits for
 *   them, so the schema checks every submit. A form shown at a page's first paint passes its schema
 *   as an import: its page then carries react-hook-form but not zod (ADR 194).
 */
export function useZodForm<Schema extends z.$ZodType<unknown, FieldValues>>(
  schema: Schema | SchemaImport<Schema>,
  o: { defaultValues: DefaultValues<z.input<Schema>>; onEdit?: OnEdit },
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  const onEdit = o.onEdit ?? 'clear-field';
  const latestSchema = useRef(schema);
  latestSchema.current = schema; // as with a resolver passed anew, the check follows the last render's schema
  const resolver = useRef<Resolver<FieldValues>>(null);
  resolver.current ??= async (values, context, options) => {
    const [current, { zodResolver }] = await Promise.all([
      schemaOf(latestSchema.current),
      zodResolverModule(),
    ]);
    return (zodResolver(current as never) as unknown as Resolver<FieldValues>)(values, context, options);
  };
  const form = useForm<FieldValues, unknown, unknown>({
    defaultValues: o.defaultValues as DefaultValues<FieldValues>,
    resolver: resolver.current,
    mode: 'onSubmit',
    reValidateMode: onEdit === 'revalidate' ? 'onChange' : 'onSubmit',
  });
  useEffect(() => {
    const edits = form.watch((_, { name, type }) => {
      if (type !== 'change' || !name) return;
      void Promise.all([schemaOf(latestSchema.current), zodResolverModule()]).catch(() => {}); // a check tries again
      if (onEdit === 'check-all') void form.trigger();
      else if (onEdit === 'clear-all') form.clearErrors();
      else if (onEdit === 'clear-field') form.clearErrors(name);
    });
    return () => edits.unsubscribe();
  }, [form, onEdit]);
  return form as unknown as UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;
}

/** The first error of a form, in the order of the schema's fields: its message and where it is. */
export function firstError(
  errors: FieldErrors,
  path: string[] = [],
): { message: string; path: string[] } | undefined {
  for (const [name, error] of Object.entries(errors)) {
    if (!error || name === 'ref' || name === 'type') continue; // an error's own fields, not a field
    if (typeof error.message === 'string' && error.message)
      return { message: error.message, path: [...path, name] };
    const nested = firstError(error as FieldErrors, [...path, name]);
    if (nested) return nested;
  }
  return undefined;
}

/** The first error's message (a translation key), for forms that show one line of problems. */
export const firstErrorMessage = (errors: FieldErrors) => firstError(errors)?.message;
