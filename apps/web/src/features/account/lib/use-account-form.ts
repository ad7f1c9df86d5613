import { type ChangeEvent, type FormEvent, useState } from 'react';
import { type StandardSchema, toFieldErrors } from '@/lib/form-errors';

type Values = Record<string, string | boolean>;
type Errors<TValues> = Partial<Record<keyof TValues & string, string>>;

function check<TValues extends Values, TOutput>(schema: StandardSchema<TOutput>, values: TValues) {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) throw new Error('account forms need synchronous schemas');
  return result.issues
    ? { ok: false as const, errors: toFieldErrors<keyof TValues & string>(result.issues) }
    : { ok: true as const, value: result.value };
}

/**
 * The state of an account form validated by one of the domain's schemas (through its Standard
 * Schema interface): values, the first error of each field, and after a first submit the errors
 * follow the typing, so a fix shows at once.
 */
export function useAccountForm<TValues extends Values, TOutput>(
  schema: StandardSchema<TOutput>,
  initial: TValues,
) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Errors<TValues>>({});
  const [isSubmitted, setIsSubmitted] = useState(false);

  const setField = <TKey extends keyof TValues & string>(field: TKey, value: TValues[TKey]) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (isSubmitted) {
      const result = check(schema, next);
      setErrors(result.ok ? {} : result.errors);
    }
  };

  /**
   * The parsed values, or undefined with the errors shown and, given the submit event, the focus
   * on the first field in error, so a keyboard or screen-reader user lands on what to fix.
   */
  const validate = (event?: FormEvent<HTMLFormElement>): TOutput | undefined => {
    setIsSubmitted(true);
    const result = check(schema, values);
    setErrors(result.ok ? {} : result.errors);
    if (!result.ok && event) {
      const form = event.currentTarget;
      requestAnimationFrame(() => form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
    }
    return result.ok ? result.value : undefined;
  };

  /**
   * The form's submit handler: while `isPending` it does nothing; else the parsed values go to
   * `act`, or the errors show (see `validate`).
   */
  const submitTo =
    (isPending: boolean, act: (value: TOutput) => void) => (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (isPending) return;
      const value = validate(event);
      if (value) act(value);
    };

  /** The props of a text field bound to `field`. */
  const bind = (
    field: { [K in keyof TValues & string]: TValues[K] extends string ? K : never }[keyof TValues & string],
  ) => ({
    name: field,
    value: values[field] as string,
    error: errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setField(field, event.target.value as TValues[typeof field]),
  });

  const reset = (next: TValues = initial) => {
    setValues(next);
    setErrors({});
    setIsSubmitted(false);
  };

  return { values, errors, setField, validate, submitTo, bind, reset };
}
