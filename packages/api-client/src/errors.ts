/** Every failed call surfaces as an ApiError with the server's message, whatever the transport said. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | undefined,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

function textOf(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/**
 * SPEC §8: the message comes from the error data, falling back to its `message`, then its `error`.
 * Error data may be a JSON object, a plain string, or nothing.
 */
export function messageFromErrorData(data: unknown, fallback: string): string {
  if (typeof data === 'string') return textOf(data) ?? fallback;
  if (typeof data !== 'object' || data === null) return fallback;
  const record = data as Record<string, unknown>;
  const nested = record.data;
  if (typeof nested === 'object' && nested !== null) {
    const inner = nested as Record<string, unknown>;
    const fromData = textOf(inner.message) ?? textOf(inner.error);
    if (fromData) return fromData;
  }
  return textOf(nested) ?? textOf(record.message) ?? textOf(record.error) ?? fallback;
}

export async function toApiError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : undefined;
  } catch {
    // Not JSON: keep the text as the error data.
  }
  const code =
    typeof data === 'object' && data !== null && typeof (data as Record<string, unknown>).error === 'string'
      ? String((data as Record<string, unknown>).error)
      : undefined;
  return new ApiError(
    messageFromErrorData(data, response.statusText || `HTTP ${response.status}`),
    response.status,
    code,
    data,
  );
}
