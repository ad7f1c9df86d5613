import type { FastifyRequest } from 'fastify';
import { appError } from '../errors.js';

/** Resolves when the request passed the bot check; throws a 400 BOT_CHECK_FAILED otherwise. */
export type BotCheck = (request: FastifyRequest) => Promise<void>;

/** Where the bot-check token may travel: the reCAPTCHA form field, in the body, query or a header. */
export function readBotToken(request: FastifyRequest): string | undefined {
  const body = (typeof request.body === 'object' && request.body !== null ? request.body : {}) as Record<
    string,
    unknown
  >;
  const query = (request.query ?? {}) as Record<string, unknown>;
  const candidates = [
    body['g-recaptcha-response'],
    body.recaptcha,
    query['g-recaptcha-response'],
    query.recaptcha,
    request.headers['x-recaptcha-token'],
  ];
  const token = candidates.find((value) => typeof value === 'string' && value !== '');
  return typeof token === 'string' ? token : undefined;
}

/**
 * reCAPTCHA verified on the server (DESIGN.md "Bot check"). Without a secret there is no check.
 * `verifyUrl` and `fetch` are injectable so tests run against a local fake, never the network.
 */
export function createBotCheck(options: {
  secret?: string | undefined;
  verifyUrl: string;
  fetch?: typeof fetch;
}): BotCheck {
  const { secret } = options;
  if (!secret) return async () => {};
  const doFetch = options.fetch ?? fetch;
  return async (request) => {
    const token = readBotToken(request);
    if (!token) throw appError('BOT_CHECK_FAILED');
    let isHuman = false;
    try {
      const response = await doFetch(options.verifyUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ secret, response: token, remoteip: request.ip }).toString(),
        signal: AbortSignal.timeout(5000),
      });
      const reply = (await response.json()) as { success?: unknown };
      isHuman = response.ok && reply.success === true;
    } catch (error) {
      request.log.warn({ err: error }, 'bot check unavailable');
    }
    if (!isHuman) throw appError('BOT_CHECK_FAILED');
  };
}
