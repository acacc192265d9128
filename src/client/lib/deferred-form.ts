import type { FieldValues, FormState, Resolver, UseFormReturn } from 'react-hook-form';

type Library = typeof import('./form-library.ts');
export type Methods = Omit<UseFormReturn<FieldValues, unknown, unknown>, 'formState'>;
type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

let library: Library | undefined;
let loading: Promise<Library> | undefined;

/** Imports the form library once (a failed import is tried again on the next call). */
export function loadFormLibrary(): Promise<Library> {
  loading ??= import('./form-library.ts').then(
    (loaded) => {
      library = loaded;
      return loaded;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

const pathOf = (name: string) => name.split('.');

function getPath(values: FieldValues, name: string): unknown {
  let at: unknown = values;
  for (const key of pathOf(name)) at = at == null ? undefined : (at as Record<string, unknown>)[key];
  return at;
}

function setPath(values: FieldValues, name: string, value: unknown) {
  const keys = pathOf(name);
  let at = values as Record<string, unknown>;
  keys.slice(0, -1).forEach((key, i) => {
    if (at[key] == null || typeof at[key] !== 'object') at[key] = /^\d+$/.test(keys[i + 1]) ? [] : {};
    at = at[key] as Record<string, unknown>;
  });
  at[keys[keys.length - 1]] = value;
}

/** What an element holds, as react-hook-form reads it for the inputs Scout registers. */
const readField = (el: Field) =>
  el instanceof HTMLInputElement && el.type === 'checkbox' ? el.checked : el.value;

function show(el: Field, value: unknown) {
  if (el instanceof HTMLInputElement && (el.type === 'file' || el.type === 'radio')) return;
  if (el instanceof HTMLInputElement && el.type === 'checkbox') el.checked = Boolean(value);
  else el.value = value == null ? '' : String(value);
}

export interface DeferredFormOptions {
  resolver: (lib: Library) => Resolver<FieldValues>;
  reValidateMode: 'onChange' | 'onSubmit';
  /** Called after each edit once the library is there (the `onEdit` behaviour). */
  onEdit: (methods: Methods, name: string) => void;
  /** The whole form is checked again once the library comes, if something was edited before. */
  checkAllOnEdit: boolean;
  rerender: () => void;
}

/**
 * One form whose library (react-hook-form and the zod resolver) arrives when the user turns to it
 * (`useZodForm`, ADR 113). Until then `form` is a light stand-in with the same methods: inputs are
 * rendered, show their default values and keep what is typed; the first focus or press in the
 * form (or any edit, submit or check) imports the library. Then a react-hook-form control takes
 * over with the same defaults and what was typed, and every method is react-hook-form's own; a
 * submit made before that waits for it, so the schema always checks the values before the
 * handler runs.
 */
export class DeferredForm {
  readonly form: UseFormReturn<FieldValues, unknown, unknown>;
  private methods: Methods | undefined;
  private state: Partial<FormState<FieldValues>> = { errors: {}, isDirty: false, isSubmitted: false };
  private values: FieldValues;
  private edited = new Set<string>();
  private elements = new Map<string, Field>();
  private unsubscribe: (() => void) | undefined;
  private mounted = false;
  /** Whether the last render read values with `watch`: then a value change renders again. */
  private watching = false;
  private afterCommit: (() => void)[] = [];
  private committedSinceAttach = false;

  private defaults: FieldValues;
  private readonly options: DeferredFormOptions;

  constructor(defaults: FieldValues, options: DeferredFormOptions) {
    this.defaults = defaults;
    this.options = options;
    this.values = structuredClone(defaults);
    const self = this;
    const ready = () =>
      self.methods && self.committedSinceAttach ? Promise.resolve(self.methods) : self.whenReady();
    this.form = {
      get formState() {
        if (self.methods) return self.state as FormState<FieldValues>;
        const isDirty = [...self.edited].some((n) => getPath(self.values, n) !== getPath(self.defaults, n));
        return { ...self.state, isDirty } as FormState<FieldValues>;
      },
      get control() {
        return self.methods?.control as Methods['control'];
      },
      register: (name, options) => {
        if (self.methods) return self.methods.register(name, options);
        // Once the inputs have registered with the library, a part of the form not rendered again
        // since then still reaches it through these. Before that, an edit goes through `edit`.
        const later = () => (self.committedSinceAttach ? self.methods?.register(name, options) : undefined);
        return {
          name,
          onChange: async (event: { target: Field }) => {
            const registered = later();
            if (registered) return registered.onChange(event);
            self.edit(name, readField(event.target));
            await options?.onChange?.(event);
          },
          onBlur: async (event: { target: Field }) => {
            const registered = later();
            return registered ? registered.onBlur(event) : options?.onBlur?.(event);
          },
          ref: (el: Field | null) => {
            const registered = self.methods?.register(name, options);
            if (registered) registered.ref(el);
            else self.light(name, el);
          },
        } as ReturnType<Methods['register']>;
      },
      watch: ((arg?: unknown) => {
        if (typeof arg === 'function')
          throw new Error('useZodForm: watch(callback) is not supported; use onEdit');
        self.watching = true;
        return self.getValues(arg);
      }) as Methods['watch'],
      getValues: ((arg?: unknown) => self.getValues(arg)) as Methods['getValues'],
      setValue: (name, value, options) => {
        if (self.methods) return self.methods.setValue(name, value, options);
        self.edit(name, value);
        const el = self.elements.get(name);
        if (el) show(el, value);
      },
      reset: (values, options) => {
        if (self.methods) return self.methods.reset(values, options);
        if (values && typeof values !== 'function') self.defaults = structuredClone(values as FieldValues);
        self.values = structuredClone(self.defaults);
        self.edited.clear();
        for (const [name, el] of self.elements) show(el, getPath(self.values, name));
        self.options.rerender();
      },
      handleSubmit: (onValid, onInvalid) => async (event) => {
        if (self.methods && self.committedSinceAttach)
          return self.methods.handleSubmit(onValid, onInvalid)(event);
        event?.preventDefault?.(); // the page must not reload while the library comes
        const methods = await ready();
        await methods.handleSubmit(onValid, onInvalid)();
      },
      clearErrors: (name) => self.methods?.clearErrors(name), // before the library, there is none
      setError: (name, error, options) => {
        void ready().then((m) => m.setError(name, error, options));
      },
      trigger: (...args) => ready().then((m) => m.trigger(...args)),
    } as Partial<UseFormReturn<FieldValues, unknown, unknown>> as UseFormReturn<
      FieldValues,
      unknown,
      unknown
    >;
    // The rest of react-hook-form's methods, once it is there (no form uses them before).
    for (const key of [
      'getErrors',
      'getFieldState',
      'setValues',
      'resetField',
      'resetDefaultValues',
      'unregister',
      'setFocus',
      'subscribe',
    ] as const)
      Object.defineProperty(this.form, key, { get: () => self.methods?.[key] });
    // A form shown after the library came (another page's form, a dialog) starts with it.
    if (library) this.attach(library, false);
  }

  /** At the start of each render of the form's component. */
  beginRender() {
    this.watching = false;
  }

  /** After each commit of the form's component (its inputs then have react-hook-form's refs). */
  committed() {
    if (!this.methods) return;
    this.committedSinceAttach = true;
    for (const done of this.afterCommit.splice(0)) done();
  }

  /** When the component mounts; returns what to do when it unmounts. */
  mount() {
    this.mounted = true;
    this.subscribe();
    return () => {
      this.mounted = false;
      this.unsubscribe?.();
      this.unsubscribe = undefined;
    };
  }

  private whenReady(): Promise<Methods> {
    return loadFormLibrary().then((lib) => {
      this.attach(lib);
      const methods = this.methods as Methods;
      if (this.committedSinceAttach) return methods;
      return new Promise<Methods>((resolve) => this.afterCommit.push(() => resolve(methods)));
    });
  }

  private load = () => {
    void this.whenReady().catch(() => {}); // a submit tries the import again and reports its failure
  };

  private getValues(arg: unknown) {
    if (this.methods) return (this.methods.getValues as (a?: unknown) => unknown)(arg);
    if (arg === undefined) return { ...this.values }; // a new object, as react-hook-form's
    if (Array.isArray(arg)) return arg.map((name: string) => getPath(this.values, name));
    return getPath(this.values, arg as string);
  }

  private edit(name: string, value: unknown) {
    if (this.methods) {
      // The library came but the inputs have not registered with it yet (its onChange would drop this).
      this.methods.setValue(name, value, { shouldDirty: true });
      this.options.onEdit(this.methods, name);
      return;
    }
    setPath(this.values, name, value);
    this.edited.add(name);
    this.load();
    this.options.rerender(); // what the form shows from `watch` follows the edit
  }

  /** A field rendered before the library came: it shows the current value and starts the import on focus. */
  private light(name: string, el: Field | null) {
    if (!el || this.elements.get(name) === el) return;
    this.elements.set(name, el);
    show(el, getPath(this.values, name));
    el.addEventListener('focus', this.load, { once: true });
    el.form?.addEventListener('focusin', this.load, { once: true });
    el.form?.addEventListener('pointerdown', this.load, { once: true });
  }

  private attach(lib: Library, render = true) {
    if (this.methods) return;
    const { formControl } = lib.createFormControl<FieldValues, unknown, unknown>({
      defaultValues: this.defaults,
      resolver: this.options.resolver(lib),
      mode: 'onSubmit',
      reValidateMode: this.options.reValidateMode,
    });
    // Ready at once, as useForm marks it once mounted: an input registering again (after a reset)
    // then shows the control's value, not the text it had. What was typed before the library is
    // in the control before the inputs register (every input event was recorded by the stand-in).
    (formControl.control._formState as { isReady: boolean }).isReady = true;
    this.methods = formControl;
    this.subscribe();
    for (const name of this.edited)
      formControl.setValue(name, getPath(this.values, name), { shouldDirty: true });
    if (this.edited.size && this.options.checkAllOnEdit) void formControl.trigger();
    this.edited.clear();
    this.elements.clear();
    if (render) this.options.rerender();
  }

  private subscribe() {
    const methods = this.methods;
    if (!methods || !this.mounted || this.unsubscribe) return;
    const onState = methods.subscribe({
      formState: { errors: true, isDirty: true, isSubmitted: true, submitCount: true },
      callback: (state) => {
        this.state = state;
        this.options.rerender();
      },
    });
    const onValues = methods.subscribe({
      formState: { values: true },
      callback: () => this.watching && this.options.rerender(),
    });
    const onEdit = methods.watch((_, { name, type }) => {
      if (type === 'change' && name) this.options.onEdit(methods, name);
    });
    this.unsubscribe = () => {
      onState();
      onValues();
      onEdit.unsubscribe();
    };
  }
}
