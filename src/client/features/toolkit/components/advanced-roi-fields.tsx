import { useTranslation } from 'react-i18next';
import { Input } from '#client/components/ui/input.tsx';
import { Field } from '#client/components/ui/label.tsx';
import type { AdvancedRoiFormApi, AdvancedRoiText } from './advanced-roi-schema.ts';

type TextKey = {
  [K in keyof AdvancedRoiText]: AdvancedRoiText[K] extends string ? K : never;
}[keyof AdvancedRoiText];

/** One typed figure of the advanced calculator, with its message when it did not read. */
export function RoiNumberField({
  form,
  name,
  label,
  hint,
  numeric,
}: {
  form: AdvancedRoiFormApi;
  name: TextKey;
  label: string;
  hint?: string;
  /** Whole numbers (a count of sales) rather than decimals. */
  numeric?: boolean;
}) {
  const { t } = useTranslation('toolkit');
  const error = form.formState.errors[name]?.message;
  return (
    <Field id={`aroi-${name}`} label={label} error={error && t(error)} hint={hint}>
      <Input id={`aroi-${name}`} inputMode={numeric ? 'numeric' : 'decimal'} {...form.register(name)} />
    </Field>
  );
}

/** A choice between two ways to get a fee; the first is off where Scout has no schedule. */
export function ModeRadios<Mode extends string>({
  form,
  name,
  group,
  modes,
  current,
  firstAvailable,
  unavailableId,
}: {
  form: AdvancedRoiFormApi;
  name: 'referralMode' | 'fbaMode';
  /** The radio group's name in the page. */
  group: string;
  modes: [{ value: Mode; label: string }, { value: Mode; label: string }];
  current: Mode;
  firstAvailable: boolean;
  unavailableId: string;
}) {
  const [first, second] = modes;
  const choose = (mode: Mode) => form.setValue(name, mode as never);
  return (
    <div className="flex flex-wrap gap-4 text-sm">
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name={group}
          checked={current === first.value}
          disabled={!firstAvailable}
          aria-describedby={firstAvailable ? undefined : unavailableId}
          onChange={() => choose(first.value)}
        />
        <span className={firstAvailable ? undefined : 'text-muted-foreground'}>{first.label}</span>
      </label>
      <label className="flex items-center gap-2">
        <input
          type="radio"
          name={group}
          checked={current === second.value}
          onChange={() => choose(second.value)}
        />
        {second.label}
      </label>
    </div>
  );
}
