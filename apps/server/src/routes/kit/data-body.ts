import { SERVER_OWNED_FIELDS } from '../../access.js';
import { appError } from '../../errors.js';

const ID = /^[0-9a-f]{24}$/;
const MAX_DEPTH = 20;
const MAX_KEYS = 5_000;

/** A document id in a path: 24 lowercase hex characters, or a 400. */
export function checkId(id: string): string {
  if (!ID.test(id)) throw appError('ID_INVALID');
  return id;
}

/**
 * A document a client writes: a JSON object whose keys are plain (no `$`, no dots, so stored
 * documents stay queryable by the condition language), not absurdly deep or wide.
 */
export function checkDocumentBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw appError('BODY_NOT_OBJECT');
  let keys = 0;
  const walk = (value: unknown, depth: number): void => {
    if (depth > MAX_DEPTH) throw appError('BODY_TOO_DEEP');
    if (typeof value !== 'object' || value === null) return;
    if (Array.isArray(value)) {
      for (const item of value) walk(item, depth + 1);
      return;
    }
    for (const [key, inner] of Object.entries(value)) {
      keys += 1;
      if (keys > MAX_KEYS) throw appError('BODY_TOO_MANY_FIELDS');
      if (key === '' || key.startsWith('$') || key.includes('.') || key.length > 120)
        throw appError('BODY_FIELD_NAME_INVALID', { field: JSON.stringify(key.slice(0, 40)) });
      walk(inner, depth + 1);
    }
  };
  walk(body, 1);
  return body as Record<string, unknown>;
}

/** Refuses a body that writes a field the server stamps itself (owner, creation and update marks). */
export function refuseServerOwnedFields(body: Record<string, unknown>): void {
  const sent = SERVER_OWNED_FIELDS.filter((field) => Object.hasOwn(body, field));
  if (sent.length > 0) throw appError('FIELD_READ_ONLY', { fields: sent.join(', ') });
}
