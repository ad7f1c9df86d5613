import type { FastifyInstance } from 'fastify';
import type { AccountContext } from '../../accounts/account-context.js';
import { listOutbox, type OutboxEntry } from '../../mail/outbox.js';
import { sendNotFound } from '../../errors.js';
import { plainPagePolicy } from '../../plugins/security-headers.js';
import { optionalTexts, schemaOf } from '../../plugins/route-schema.js';

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** The page's one stylesheet; its policy allows it by hash and nothing else (no script). */
const OUTBOX_STYLE = `body{font:14px system-ui;margin:2rem}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:.4rem;text-align:left;vertical-align:top}`;
const OUTBOX_POLICY = plainPagePolicy(OUTBOX_STYLE);

function renderPage(entries: OutboxEntry[]): string {
  const rows = entries
    .map(
      (entry) =>
        `<tr><td>${escapeHtml(entry.created_at)}</td><td>${escapeHtml(entry.channel)}</td>` +
        `<td>${escapeHtml(entry.to)}</td>` +
        `<td>${escapeHtml(entry.subject)}</td><td>${escapeHtml(entry.text)}</td>` +
        `<td>${escapeHtml(entry.status)}${entry.fallback_of ? ` (fallback of ${escapeHtml(entry.fallback_of)})` : ''}` +
        `${entry.error ? `: ${escapeHtml(entry.error)}` : ''}</td></tr>`,
    )
    .join('\n');
  return `<!doctype html><html lang="vi"><head><meta charset="utf-8"><title>Outbox</title>
<style>${OUTBOX_STYLE}</style>
</head><body><h1>Outbox (development)</h1><p>Newest first. <a href="/dev/outbox?format=json">JSON</a></p>
<table><thead><tr><th>Time</th><th>Channel</th><th>To</th><th>Subject</th><th>Text</th><th>Delivery</th></tr></thead>
<tbody>${rows || '<tr><td colspan="6">Empty</td></tr>'}</tbody></table></body></html>`;
}

/**
 * Whether the TCP peer is this machine. The socket's address, never X-Forwarded-For: a header is
 * whatever the client writes, and behind a local proxy every visitor would look local anyway.
 */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4.startsWith('127.') || address === '::1';
}

/**
 * GET /dev/outbox: the 50 newest messages (codes included), whatever their channel, with channel
 * and delivery state, as HTML or, with ?format=json or an Accept of application/json, as a JSON
 * array; `?to=` (an e-mail or phone as written in the outbox) lists the 200 newest to that one
 * recipient, so a busy outbox does not hide a journey's messages. Registered only in development with DEV_OUTBOX=1,
 * and then answers only clients on this machine: anyone else gets the usual 404.
 */
export async function authOutboxRoutes(app: FastifyInstance, context: AccountContext): Promise<void> {
  app.get<{ Querystring: { format?: string; to?: string } }>(
    '/dev/outbox',
    { schema: schemaOf({ query: optionalTexts('format', 'to'), hidden: true }) },
    async (request, reply) => {
      if (!isLoopback(request.socket.remoteAddress)) return sendNotFound(request, reply);
      const to = request.query.to?.trim() || undefined;
      const entries = await listOutbox(context.db, to ? 200 : 50, to);
      reply.header('cache-control', 'no-store');
      const wantsJson =
        request.query.format === 'json' || (request.headers.accept ?? '').startsWith('application/json');
      if (wantsJson) return entries;
      return reply
        .type('text/html; charset=utf-8')
        .header('content-security-policy', OUTBOX_POLICY)
        .send(renderPage(entries));
    },
  );
}
