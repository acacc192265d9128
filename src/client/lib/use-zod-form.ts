import { useEffect, useLayoutEffect, useReducer, useRef } from 'react';
import type { DefaultValues, FieldErrors, FieldValues, Resolver, UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { DeferredForm } from './deferred-form.ts';

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
 * and the schema then load with react-hook-form, at the first focus or press in the form (ADR 115),
 * instead of with the page. Its default values live in a module without zod.
 */
export type SchemaImport<Schema> = () => Promise<Schema>;

const imported = new WeakMap<SchemaImport<unknown>, Promise<unknown>>();

/** The schema itself, or the one its import gives (imported once; a failed import is tried again). */
function schemaOf<Schema>(schema: Schema | SchemaImport<Schema>): Promise<Schema> {
  if (typeof schema !== 'function') return Promise.resolve(schema);
  const load = schema as SchemaImport<Schema>;
  let loading = imported.get(load) as Promise<Schema> | undefined;
  if (!loading) {
    loading = load().catch((error: unknown) => {
      imported.delete(load);
      throw error;
    });
    imported.set(load, loading);
  }
  return loading;
}

/**
 * The one way to build a form (ADR 110): react-hook-form with a zod (`zod/mini`) schema.
 * - The schema's messages are translation keys (with their namespace when it is not the form's
 *   own); the form shows `t(message)`.
 * - Its output is what the submit handler receives: type it with the contract's request type
 *   (`#contracts/…`), so that a field changed on the server breaks the form's compilation. Text
 *   inputs are parsed by the schema (a price typed "12,50" becomes minor units).
 * - Fields are checked when the form is submitted; `onEdit` says what editing a field does to
 *   the messages until the next submit.
 * - react-hook-form and the resolver load when the user first focuses or presses in the form
 *   (ADR 113, `deferred-form.ts`): the inputs are there from the start with their values, and a
 *   submit waits for the library, so the schema checks every submit as before. A form shown at
 *   a page's first paint passes its schema as an import (`SchemaImport`, ADR 115): zod comes then too.
 */
export function useZodForm<Schema extends z.$ZodType<unknown, FieldValues>>(
  schema: Schema | SchemaImport<Schema>,
  o: { defaultValues: DefaultValues<z.input<Schema>>; onEdit?: OnEdit },
): UseFormReturn<z.input<Schema>, unknown, z.output<Schema>> {
  const onEdit = o.onEdit ?? 'clear-field';
  const [, rerender] = useReducer((n: number) => n + 1, 0);
  const latestSchema = useRef(schema);
  latestSchema.current = schema; // as react-hook-form's useForm, the resolver follows the last render's schema
  const deferred = useRef<DeferredForm>(null);
  deferred.current ??= new DeferredForm(o.defaultValues as FieldValues, {
    resolver: (lib) => {
      void schemaOf(latestSchema.current).catch(() => {}); // fetched with the library; a check waits for it
      return (async (values, context, options) => {
        const current = await schemaOf(latestSchema.current);
        const resolve = lib.zodResolver(current as never) as unknown as Resolver<FieldValues>;
        return resolve(values, context, options);
      }) as Resolver<FieldValues>;
    },
    reValidateMode: onEdit === 'revalidate' ? 'onChange' : 'onSubmit',
    checkAllOnEdit: onEdit === 'check-all',
    onEdit: (form, name) => {
      if (onEdit === 'revalidate' || onEdit === 'keep') return;
      if (onEdit === 'check-all') void form.trigger();
      else if (onEdit === 'clear-all') form.clearErrors();
      else form.clearErrors(name);
    },
    rerender,
  });
  const form = deferred.current;
  form.beginRender();
  useLayoutEffect(() => form.committed());
  useEffect(() => form.mount(), [form]);
  return form.form as unknown as UseFormReturn<z.input<Schema>, unknown, z.output<Schema>>;
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
