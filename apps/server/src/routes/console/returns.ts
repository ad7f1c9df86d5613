import {
  RETURN_STATUSES,
  returnApproveSchema,
  returnEmptyStepSchema,
  returnReceiveSchema,
  returnRejectSchema,
  type ReturnStatus,
  type ReturnStepName,
} from '@shop/domain/returns';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type * as v from 'valibot';
import type { MessageCode } from '@shop/domain/messages';
import { optionalTexts } from '../../plugins/route-schema.js';
import {
  consoleReturnDetail,
  listConsoleReturns,
  type StepBody,
  takeReturnStep,
} from '../../returns/console-returns.js';
import { checkId } from '../kit/data-body.js';
import type { CommerceRouteOptions } from '../kit/route-options.js';
import { actorEmail, consoleRoute, readBody, say } from './kit.js';

const STEP_MESSAGES: Record<ReturnStepName, MessageCode> = {
  approve: 'RETURN_STEP_APPROVED',
  receive: 'RETURN_STEP_RECEIVED',
  refund: 'RETURN_STEP_REFUNDED',
  exchange: 'RETURN_STEP_EXCHANGED',
  reject: 'RETURN_STEP_REJECTED',
};

const STEP_SCHEMAS: Record<ReturnStepName, v.GenericSchema> = {
  approve: returnApproveSchema,
  receive: returnReceiveSchema,
  refund: returnEmptyStepSchema,
  exchange: returnEmptyStepSchema,
  reject: returnRejectSchema,
};

/** Money back to a shopper is the 'refund' right's (issue 30), a return's refund too; the rest is 'orders'. */
const areaOf = (step: ReturnStepName) => (step === 'refund' ? 'refund' : 'orders');

/**
 * The console's returns (issue 33, decision 077) in the 'orders' area (the owner, and every
 * staff account): the inbox by status, one return in full, and its steps; the refund step needs
 * the 'refund' right, as every refund does.
 */
export async function consoleReturnRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;

  app.get<{ Querystring: { status?: string; page?: string } }>(
    '/api/:idApp/console/returns',
    consoleRoute('orders', { summary: 'Returns, by status, paged', query: optionalTexts('status', 'page') }),
    async (request) => {
      const status = RETURN_STATUSES.includes(request.query.status as ReturnStatus)
        ? (request.query.status as ReturnStatus)
        : null;
      const page = Number(request.query.page ?? 1);
      return listConsoleReturns(db, idApp, { status, page: Number.isInteger(page) && page > 0 ? page : 1 });
    },
  );

  app.get<{ Params: { id: string } }>(
    '/api/:idApp/console/returns/:id',
    consoleRoute('orders', { summary: 'One return in full' }),
    async (request) => consoleReturnDetail(db, idApp, checkId(request.params.id)),
  );

  const stepBody = (step: ReturnStepName, request: FastifyRequest): StepBody => {
    const body = readBody(STEP_SCHEMAS[step], request.body ?? {});
    return { step, body } as StepBody;
  };
  for (const step of Object.keys(STEP_SCHEMAS) as ReturnStepName[]) {
    app.post<{ Params: { id: string } }>(
      `/api/:idApp/console/returns/:id/${step}`,
      consoleRoute(areaOf(step), { summary: `Return step: ${step}`, body: STEP_SCHEMAS[step] }),
      async (request) => {
        const id = checkId(request.params.id);
        const input = stepBody(step, request);
        const context = {
          idApp,
          by: actorEmail(request, areaOf(step)),
          now: new Date(),
          maxAttempts: app.schedules.maxAttempts,
        };
        const result = await db.transaction((tx) => takeReturnStep(tx, context, id, input));
        return { return: result.return, message: say(request, STEP_MESSAGES[step]) };
      },
    );
  }
}
