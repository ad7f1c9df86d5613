import * as v from 'valibot';

/**
 * A form's values read with a domain schema: the output, or the first message of each field by its
 * dotted path ('email', or 'items.0.gia_ban' in a list) (the schema's messages are texts or codes;
 * the caller turns codes into words).
 */
export function readForm<TSchema extends v.GenericSchema>(
  schema: TSchema,
  values: unknown,
): { ok: true; value: v.InferOutput<TSchema> } | { ok: false; errors: Record<string, string> } {
  const result = v.safeParse(schema, values);
  if (result.success) return { ok: true, value: result.output };
  const errors: Record<string, string> = {};
  for (const issue of result.issues) {
    errors[v.getDotPath(issue) ?? ''] ??= issue.message;
  }
  return { ok: false, errors };
}
