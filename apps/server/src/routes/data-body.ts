import { SERVER_OWNED_FIELDS } from '../access.js';
import { HttpError } from '../errors.js';

const ID = /^[0-9a-f]{24}$/;
const MAX_DEPTH = 20;
const MAX_KEYS = 5_000;

/** A document id in a path: 24 lowercase hex characters, or a 400. */
export function checkId(id: string): string {
  if (!ID.test(id))
    throw new HttpError(400, 'ID_INVALID', {
      vi: 'Mã tài liệu không hợp lệ (24 ký tự hex)',
      en: 'Invalid document id (24 hex characters)',
    });
  return id;
}

function refuseBody(vi: string, en: string): never {
  throw new HttpError(400, 'BODY_INVALID', { vi, en });
}

/**
 * A document a client writes: a JSON object whose keys are plain (no `$`, no dots, so stored
 * documents stay queryable by the condition language), not absurdly deep or wide.
 */
export function checkDocumentBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    refuseBody('Dữ liệu gửi lên phải là một đối tượng JSON', 'The body must be a JSON object');
  let keys = 0;
  const walk = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH) refuseBody('Dữ liệu lồng nhau quá sâu', 'The document is nested too deeply');
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      keys += 1;
      if (keys > MAX_KEYS) refuseBody('Dữ liệu có quá nhiều trường', 'The document has too many fields');
      if (key === '' || key.startsWith('$') || key.includes('.') || key.length > 120)
        refuseBody(
          `Tên trường không hợp lệ: ${JSON.stringify(key.slice(0, 40))}`,
          `Invalid field name: ${JSON.stringify(key.slice(0, 40))}`,
        );
      walk(inner, depth + 1);
    }
  };
  walk(body, 1);
  return body as Record<string, unknown>;
}

/** Refuses a body that writes a field the server stamps itself (owner, creation and update marks). */
export function refuseServerOwnedFields(body: Record<string, unknown>): void {
  const sent = SERVER_OWNED_FIELDS.filter((field) => Object.hasOwn(body, field));
  if (sent.length > 0)
    throw new HttpError(400, 'FIELD_READ_ONLY', {
      vi: `Không được ghi trường do máy chủ quản lý: ${sent.join(', ')}`,
      en: `These fields are managed by the server and cannot be written: ${sent.join(', ')}`,
    });
}
