import { formatDate, parseDisplayDate, toVietnamDate } from '@shop/domain/primitives';
import type { StandardSchema } from '@/lib/form-errors';

/** What the field shows before anything is typed, in both languages (SPEC §1 dates are DD/MM/YYYY). */
export const BIRTH_DATE_PLACEHOLDER = 'DD/MM/YYYY';

/** The stored birth date ('YYYY-MM-DD', local.exfields.ngay_sinh) as the field shows it; '' if none. */
export function birthDateText(iso: string | null | undefined): string {
  return iso ? formatDate(iso) : '';
}

export type BirthDateReading = { ok: true; iso: string } | { ok: false; reason: 'invalid' | 'future' };

const LOOSE_DISPLAY_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Reads what the shopper typed: '' (no birth date), DD/MM/YYYY, also with one-digit day or month
 * ('1/5/1990') or '.'/'-' between the parts, and the ISO form a browser's autofill may put there.
 * A real calendar day, not after today in Vietnam time; gives the server's 'YYYY-MM-DD'.
 */
export function readBirthDate(text: string, today: Date = new Date()): BirthDateReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, iso: '' };
  const loose = LOOSE_DISPLAY_DATE.exec(trimmed);
  const iso = loose
    ? parseDisplayDate(`${loose[1]?.padStart(2, '0')}/${loose[2]?.padStart(2, '0')}/${loose[3]}`)
    : ISO_DATE.test(trimmed)
      ? toVietnamDate(trimmed)
      : null;
  if (iso === null) return { ok: false, reason: 'invalid' };
  const todayIso = toVietnamDate(today);
  if (todayIso !== null && iso > todayIso) return { ok: false, reason: 'future' };
  return { ok: true, iso };
}

/**
 * The domain's profile schema (which checks the server's ISO date) behind a field that holds
 * DD/MM/YYYY text: the birth date is read and converted first, its errors carry `messages`.
 */
export function withBirthDateText<TOutput>(
  schema: StandardSchema<TOutput>,
  messages: Record<'invalid' | 'future', string>,
  today?: Date,
): StandardSchema<TOutput> {
  return {
    '~standard': {
      validate: (value) => {
        const values = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
        const birth = readBirthDate(typeof values.ngay_sinh === 'string' ? values.ngay_sinh : '', today);
        const result = schema['~standard'].validate({ ...values, ngay_sinh: birth.ok ? birth.iso : '' });
        if (result instanceof Promise) throw new Error('the profile form needs a synchronous schema');
        if (birth.ok) return result;
        const issue = { message: messages[birth.reason], path: ['ngay_sinh'] };
        return { issues: [...(result.issues ?? []), issue] };
      },
    },
  };
}
