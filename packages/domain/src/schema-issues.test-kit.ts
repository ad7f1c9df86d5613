import * as v from 'valibot';

/**
 * The first issue a schema finds in an input, as the tests of the forms read it: its message (a
 * message code) and its dot path (`thuoc_tinh._id`, '' for the whole input); undefined when it passes.
 */
export function firstIssue(
  schema: v.GenericSchema,
  input: unknown,
): { message: string; path: string } | undefined {
  const result = v.safeParse(schema, input);
  const issue = result.issues?.[0];
  return issue ? { message: issue.message, path: v.getDotPath(issue) ?? '' } : undefined;
}

/** The first issue's message (a message code); undefined when the input passes. */
export const firstMessage = (schema: v.GenericSchema, input: unknown) => firstIssue(schema, input)?.message;

/** The first issue's dot path; undefined when the input passes. */
export const firstPath = (schema: v.GenericSchema, input: unknown) => firstIssue(schema, input)?.path;
