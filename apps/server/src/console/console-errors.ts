import { type ConsoleMessageCode, consoleMessageText, type MessageParams } from '@shop/domain';
import { HttpError } from '../errors.js';

/** HTTP status of each console code the server answers with (one table, CONVENTIONS.md). */
const STATUS: Partial<Record<ConsoleMessageCode, number>> = {
  CONSOLE_FORBIDDEN: 403,
  CONSOLE_LOGIN_REQUIRED: 403,
  SETUP_NOT_NEEDED: 409,
  SETUP_TOKEN_INVALID: 403,
  ORDER_ACTION_NOT_ALLOWED: 409,
  NOT_BANK_TRANSFER_UNPAID: 409,
};

/** A refusal of the console, in both languages; 400 unless the table says otherwise. */
export function consoleError(code: ConsoleMessageCode, params?: MessageParams): HttpError {
  return new HttpError(STATUS[code] ?? 400, code, {
    vi: consoleMessageText(code, 'vi', params),
    en: consoleMessageText(code, 'en', params),
  });
}
