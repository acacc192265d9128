import { useEffect, useRef } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type * as z from 'zod/v4/core';
import { toast } from './toast.ts';
import { useErrorMessage } from './use-error-message.ts';
import { type OnEdit, type SchemaImport, useZodForm } from './use-zod-form.ts';

/**
 * A form that edits what the server keeps for the seller (the profile, the fee settings): a
 * `useZodForm` whose fields follow the stored value each time it loads, and whose submit saves the
 * schema's output (the contract's request) with `save`, then says so in a toast, or shows the
 * error's message.
 */
export function useSavedForm<Schema extends z.$ZodType<unknown, FieldValues>, Stored>(
  schema: Schema | SchemaImport<Schema>,
  o: {
    /** What the server keeps (undefined while it loads). */
    stored: Stored | undefined;
    /** The form's values for what is stored. */
    fieldsOf: (stored: Stored) => DefaultValues<z.input<Schema>>;
    defaultValues: DefaultValues<z.input<Schema>>;
    onEdit?: OnEdit;
    /** The mutation that saves (react-query's `mutate`). */
    save: (body: z.output<Schema>, then: { onSuccess: () => void; onError: (error: Error) => void }) => void;
    /** The toast after a save. */
    savedMessage: string;
  },
) {
  const errorMessage = useErrorMessage();
  const form = useZodForm(schema, { defaultValues: o.defaultValues, onEdit: o.onEdit });
  const fieldsOf = useRef(o.fieldsOf);
  fieldsOf.current = o.fieldsOf;
  const { stored } = o;
  useEffect(() => {
    if (stored) form.reset(fieldsOf.current(stored));
  }, [stored, form]);
  const submit = form.handleSubmit((body) =>
    o.save(body, {
      onSuccess: () => toast.success(o.savedMessage),
      onError: (error) => toast.error(errorMessage(error)),
    }),
  );
  return { form, submit };
}
