import * as v from 'valibot';
import { HttpError } from '../errors.js';

type SchemaFactory<TSchema extends v.GenericSchema> = (locale: 'vi' | 'en') => TSchema;

/**
 * Validates input with a domain form schema. On failure: a 400 VALIDATION_FAILED carrying the first
 * issue's message in both languages (the schema is built once per language for that). The texts
 * are the domain schema's own (SPEC §5), so they do not go through the message table by code.
 */
export function parseForm<TSchema extends v.GenericSchema>(
  factory: SchemaFactory<TSchema>,
  input: unknown,
): v.InferOutput<TSchema> {
  const result = v.safeParse(factory('vi'), input);
  if (result.success) return result.output;
  const english = v.safeParse(factory('en'), input);
  const en = english.success ? result.issues[0].message : english.issues[0].message;
  throw new HttpError(400, 'VALIDATION_FAILED', { vi: result.issues[0].message, en });
}
