/**
 * Form validation through the Standard Schema interface that the domain's valibot schemas carry
 * (`schema['~standard']`), so the web app uses the shared schemas without depending on valibot.
 */
type PathSegment = PropertyKey | { key: PropertyKey };
type Issue = { message: string; path?: ReadonlyArray<PathSegment> };
type StandardResult<TOutput> = { value: TOutput; issues?: undefined } | { issues: ReadonlyArray<Issue> };
export type StandardSchema<TOutput> = {
  '~standard': { validate: (value: unknown) => StandardResult<TOutput> | Promise<StandardResult<TOutput>> };
};

export type ValidationResult<TOutput, TKey extends string> =
  | { ok: true; value: TOutput }
  | { ok: false; errors: Partial<Record<TKey, string>> };

function keyOf(segment: PathSegment | undefined): string | undefined {
  if (segment === undefined) return undefined;
  const key = typeof segment === 'object' ? segment.key : segment;
  return typeof key === 'symbol' ? undefined : String(key);
}

/** The first message of each top-level field of the failed parse: `{ email: 'Email không hợp lệ' }`. */
export function toFieldErrors<TKey extends string>(
  issues: ReadonlyArray<Issue>,
): Partial<Record<TKey, string>> {
  const errors: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const key = keyOf(issue.path?.[0]);
    if (key !== undefined && errors[key] === undefined) errors[key] = issue.message;
  }
  return errors as Partial<Record<TKey, string>>;
}

/** Validates `values` with a synchronous schema (the domain's form schemas are). */
export function validateForm<TOutput, TKey extends string>(
  schema: StandardSchema<TOutput>,
  values: Record<TKey, string>,
): ValidationResult<TOutput, TKey> {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) throw new Error('validateForm needs a synchronous schema');
  if (result.issues) return { ok: false, errors: toFieldErrors<TKey>(result.issues) };
  return { ok: true, value: result.value };
}
