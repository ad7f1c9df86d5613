import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { appError } from '../../errors.js';
import { bodySchema } from '../kit/body-schema.js';

const modeSchema = v.object({
  mode: v.picklist(['up', 'slow', 'down', 'wrong']),
  delay_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30_000))),
});

/**
 * In development mode and tests, with a message channel's simulator answering (decision 060),
 * `POST /sandbox-channel/{sms|zns}/mode` makes it slow, down (503) or wrong (not JSON) on purpose,
 * as the carriers' simulators (decision 055).
 */
export async function channelSandboxRoutes(app: FastifyInstance): Promise<void> {
  const { simulators } = app.channels;
  if (Object.values(simulators).every((simulator) => simulator === undefined)) return;
  app.post<{ Params: { channel: string }; Body: v.InferOutput<typeof modeSchema> }>(
    '/sandbox-channel/:channel/mode',
    { preValidation: bodySchema(modeSchema) },
    async (request) => {
      const { channel } = request.params;
      const simulator = channel === 'sms' || channel === 'zns' ? simulators[channel] : undefined;
      if (!simulator) throw appError('NOT_FOUND');
      simulator.control.mode = request.body.mode;
      if (request.body.delay_ms !== undefined) simulator.control.delayMs = request.body.delay_ms;
      return { channel, mode: simulator.control.mode, delay_ms: simulator.control.delayMs };
    },
  );
}
