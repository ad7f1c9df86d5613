import type { ConsoleArea } from '@shop/domain/console';
import { type MessageCode, type MessageParams, messageText } from '@shop/domain/messages';
import type { FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import { readConsoleInput } from '../../console/console-input.js';
import { requestLanguage } from '../../errors.js';
import { consoleActor, consoleGuard } from '../../plugins/console-guard.js';
import { type RouteSchemas, schemaOf } from '../../plugins/route-schema.js';

/**
 * The console route kit (issue 29): what every console route file needs besides its module, written
 * once. A coded reply in the caller's language, a query or body read with its domain schema (a 400
 * CONSOLE_QUERY_INVALID naming the field, or the schema's own coded message), and the e-mail of the
 * console user acting in an area (consoleGuard has checked the area; this is the author of a write).
 */
export function say(request: FastifyRequest, code: MessageCode, params?: MessageParams): string {
  return messageText(code, requestLanguage(request), params);
}

export function readQuery<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  return readConsoleInput(schema, input, 'CONSOLE_QUERY_INVALID');
}

/** A request body read with its domain schema: a 400 CONSOLE_INPUT_INVALID naming the field, or the schema's own coded message. */
export function readBody<TSchema extends v.GenericSchema>(
  schema: TSchema,
  input: unknown,
): v.InferOutput<TSchema> {
  return readConsoleInput(schema, input, 'CONSOLE_INPUT_INVALID');
}

export function actorEmail(request: FastifyRequest, area: ConsoleArea): string {
  return consoleActor(request, area).email;
}

/** The options of a console route: its area's guard (consoleGuard) and its schemas for the reference. */
export function consoleRoute(area: ConsoleArea, parts: RouteSchemas) {
  return { preHandler: consoleGuard(area), schema: schemaOf(parts) };
}
