import { type MessageCode, type MessageParams, messageText } from '@shop/domain';
import * as v from 'valibot';
import { type Bilingual, HttpError } from '../errors.js';

/** Texts the domain table does not hold (not in the spec); kept here until the domain adopts them. */
export const ACCOUNT_TEXTS = {
  OLD_PASSWORD_REQUIRED: {
    vi: 'Vui lòng nhập mật khẩu cũ',
    en: 'Please enter your current password',
  },
  OLD_PASSWORD_WRONG: { vi: 'Mật khẩu cũ không đúng', en: 'The current password is wrong' },
} satisfies Record<string, Bilingual>;

/** Both languages of a domain message, placeholders filled. */
export function bilingual(code: MessageCode, params?: MessageParams): Bilingual {
  return { vi: messageText(code, 'vi', params), en: messageText(code, 'en', params) };
}

/** An HttpError whose error code and texts come from the domain's message table. */
export function accountError(status: number, code: MessageCode, params?: MessageParams): HttpError {
  return new HttpError(status, code, bilingual(code, params));
}

export function localError(status: number, code: keyof typeof ACCOUNT_TEXTS): HttpError {
  return new HttpError(status, code, ACCOUNT_TEXTS[code]);
}

type SchemaFactory<TSchema extends v.GenericSchema> = (locale: 'vi' | 'en') => TSchema;

/**
 * Validates input with a domain form schema. On failure: a 400 VALIDATION_FAILED carrying the first
 * issue's message in both languages (the schema is built once per language for that).
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
