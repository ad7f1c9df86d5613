/** The statuses a refusal may carry: client errors and the server's own failure. */
export type HttpErrorStatus = 400 | 401 | 403 | 404 | 409 | 410 | 413 | 414 | 415 | 429 | 500 | 503;

/** One message: its two texts, and for a refusal its HTTP status and wire code. */
export interface MessageEntry {
  readonly vi: string;
  readonly en: string;
  /** The HTTP status when a server replies with this message (one status per entry). */
  readonly status?: HttpErrorStatus;
  /** The wire code (a reply's `error`) when it is not the key: several texts share one code. */
  readonly code?: string;
}

/** An entry a screen shows or a reply carries without refusing: its Vietnamese and English texts. */
export function message(vi: string, en: string): { readonly vi: string; readonly en: string } {
  return { vi, en };
}

/**
 * An entry the server refuses with: its HTTP status, its two texts and, when several texts share
 * one, the wire code its replies carry (`refusal(400, 'Email không hợp lệ', 'Invalid email')`).
 */
export function refusal<const TStatus extends HttpErrorStatus>(
  status: TStatus,
  vi: string,
  en: string,
): { readonly vi: string; readonly en: string; readonly status: TStatus };
export function refusal<const TStatus extends HttpErrorStatus, const TCode extends string>(
  status: TStatus,
  vi: string,
  en: string,
  code: TCode,
): { readonly vi: string; readonly en: string; readonly status: TStatus; readonly code: TCode };
export function refusal(status: HttpErrorStatus, vi: string, en: string, code?: string): MessageEntry {
  return code === undefined ? { vi, en, status } : { vi, en, status, code };
}

/** A part of the table: the messages of one area, by code. */
export type MessagePart = Readonly<Record<string, MessageEntry>>;

/** The parts' entries as one object type (each code with its own entry type). */
type Joined<TParts extends readonly MessagePart[]> = TParts extends readonly [
  infer THead,
  ...infer TRest extends readonly MessagePart[],
]
  ? THead & Joined<TRest>
  : unknown;

/** The table a list of parts makes: one object type with every part's codes. */
export type MessageTable<TParts extends readonly MessagePart[]> = {
  readonly [TCode in keyof Joined<TParts>]: Joined<TParts>[TCode];
};

/**
 * One table from the messages of several areas (decision 069). A code two parts define throws,
 * naming the code: an object spread kept the later entry silently, so a code reused by a new area
 * changed the text, status or wire code of another area's replies without a word.
 */
export function messageTable<const TParts extends readonly MessagePart[]>(
  ...parts: TParts
): MessageTable<TParts> {
  const table: Record<string, MessageEntry> = {};
  for (const part of parts) {
    for (const [code, entry] of Object.entries(part)) {
      if (Object.hasOwn(table, code)) {
        const first = table[code];
        throw new Error(
          `Message code ${code} is defined twice ('${first?.vi}' and '${entry.vi}'): each code belongs to one part`,
        );
      }
      table[code] = entry;
    }
  }
  return table as MessageTable<TParts>;
}
