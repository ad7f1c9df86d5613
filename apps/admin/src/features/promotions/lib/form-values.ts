import * as v from 'valibot';

/**
 * A number typed in a form: '' gives null (an empty optional field), '30.000' or '30 000' give
 * 30000 (the thousands separators people type), anything else that is not a number gives NaN,
 * which the domain schema refuses with the field's message.
 */
export function typedNumber(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const digits = trimmed.replace(/[.\s,]/g, '');
  return /^-?\d+$/.test(digits) ? Number(digits) : Number.NaN;
}

/** A stored number as a form's text ('' when missing). */
export function numberText(value: number | null | undefined): string {
  return value === null || value === undefined ? '' : String(value);
}

/**
 * A form's values read with a domain schema: the output, or the first message (a code) of each
 * field by its dotted path ('items.0.gia_ban'), so a row of a list can show its own error.
 */
export function readFields<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: unknown,
): { ok: true; value: v.InferOutput<TSchema> } | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, value: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  return { ok: false, errors };
}
