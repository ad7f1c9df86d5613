import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { type Carriers, carriersFromEnv } from '../commerce/carriers/registry.js';
import type { Env } from '../env.js';
import { appError } from '../errors.js';
import { bodySchema } from './body-schema.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The carriers of this process (decision 055): those on, their simulators, the pick-up address. */
    carriers: Carriers;
  }
}

const modeSchema = v.object({
  mode: v.picklist(['up', 'slow', 'down', 'wrong']),
  delay_ms: v.optional(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(30_000))),
});

/**
 * The carriers (decisions 053-055), decorated on the app (createShop names them at start-up). In development mode and tests, with a simulator answering,
 * `POST /sandbox-carrier/{ghn|ghtk}/mode` makes it slow, down or wrong on purpose.
 */
export async function carrierRoutes(app: FastifyInstance, { env }: { env: Env }): Promise<void> {
  app.decorate('carriers', carriersFromEnv(env));
  app.addHook('onClose', async () => {
    await Promise.all([app.carriers.simulators.ghn?.app.close(), app.carriers.simulators.ghtk?.app.close()]);
  });
  const { simulators } = app.carriers;
  if (!simulators.ghn && !simulators.ghtk) return;
  app.post<{ Params: { carrier: string }; Body: v.InferOutput<typeof modeSchema> }>(
    '/sandbox-carrier/:carrier/mode',
    { preValidation: bodySchema(modeSchema) },
    async (request) => {
      const simulator =
        request.params.carrier === 'ghn'
          ? simulators.ghn
          : request.params.carrier === 'ghtk'
            ? simulators.ghtk
            : undefined;
      if (!simulator) throw appError('NOT_FOUND');
      simulator.control.mode = request.body.mode;
      if (request.body.delay_ms !== undefined) simulator.control.delayMs = request.body.delay_ms;
      return {
        carrier: request.params.carrier,
        mode: simulator.control.mode,
        delay_ms: simulator.control.delayMs,
      };
    },
  );
}
