import {
  type DoneReply,
  type ScheduleAddReply,
  type ScheduleItem,
  scheduleBodySchema,
  TARGET_SCHEDULE_TYPES,
} from '@shop/domain/console';
import { type ConsoleMessageCode, messageText } from '@shop/domain/messages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { appError, requestLanguage } from '../../errors.js';
import { consoleActor } from '../../plugins/console-guard.js';
import {
  addSchedule,
  deleteSchedule,
  listSchedules,
  loadScheduleTargets,
  readSchedule,
  scheduleShownTo,
  setSchedulePaused,
  updateSchedule,
} from '../../schedules/schedules.js';
import type { CommerceRouteOptions, IdParams } from '../kit/route-options.js';
import { checkId } from '../kit/data-body.js';
import { consoleRoute, readBody } from '../console/kit.js';
import { NO_BODY } from '../../plugins/route-schema.js';

const isTargetType = (type: string): type is (typeof TARGET_SCHEDULE_TYPES)[number] =>
  (TARGET_SCHEDULE_TYPES as readonly string[]).includes(type);

/**
 * Schedules (docs/api.md "Schedules", decision 028): the SPEC's paths create and delete them, the
 * console's list and read them. Owner and staff with the 'schedules' area; a change to a schedule
 * also needs the area of its target, and the form's lists are those of the caller's areas
 * (decision 038).
 */
export async function scheduleRoutes(app: FastifyInstance, { db, env }: CommerceRouteOptions) {
  const idApp = env.ID_APP;
  const options = () => ({ maxAttempts: app.schedules.maxAttempts });

  const add = async (request: FastifyRequest, type: string): Promise<ScheduleAddReply> => {
    const body = readBody(scheduleBodySchema, { ...(request.body as object | undefined), type });
    const { email, areas } = consoleActor(request, 'schedules');
    const schedule = await addSchedule(db, idApp, body, email, { ...options(), areas });
    app.schedules.nudge();
    return { schedule, message: messageText('SCHEDULE_ADDED', requestLanguage(request)) };
  };

  app.post('/api/schedule/add/notify', consoleRoute('schedules', { body: scheduleBodySchema }), (request) =>
    add(request, 'notify'),
  );
  app.post<{ Params: { type: string } }>(
    '/api/schedule/add/:type',
    consoleRoute('schedules', { body: scheduleBodySchema }),
    (request) => {
      if (!isTargetType(request.params.type)) throw appError('SCHEDULE_TYPE_INVALID');
      return add(request, request.params.type);
    },
  );
  app.get<{ Params: { id: string } }>(
    '/api/schedule/delete/:id',
    consoleRoute('schedules', {}),
    async (request): Promise<DoneReply> => {
      const { email, areas } = consoleActor(request, 'schedules');
      await deleteSchedule(db, idApp, checkId(request.params.id), email, areas);
      return { message: messageText('SCHEDULE_DELETED', requestLanguage(request)) };
    },
  );

  const changed = (request: FastifyRequest, schedule: ScheduleItem, code: ConsoleMessageCode) => {
    app.schedules.nudge();
    return { schedule, message: messageText(code, requestLanguage(request)) };
  };
  // Edit: the same schema as creating, with the schedule's own job (it cannot change).
  app.put<{ Params: IdParams }>(
    '/api/:idApp/console/schedules/:id',
    consoleRoute('schedules', { body: scheduleBodySchema }),
    async (request): Promise<ScheduleAddReply> => {
      const id = checkId(request.params.id);
      const body = readBody(scheduleBodySchema, request.body);
      const { email, areas } = consoleActor(request, 'schedules');
      const schedule = await updateSchedule(db, idApp, id, body, email, { ...options(), areas });
      return changed(request, schedule, 'SCHEDULE_UPDATED');
    },
  );
  for (const [action, paused] of [
    ['pause', true],
    ['resume', false],
  ] as const)
    app.post<{ Params: IdParams }>(
      `/api/:idApp/console/schedules/:id/${action}`,
      consoleRoute('schedules', {
        summary: `${action === 'pause' ? 'Pauses' : 'Resumes'} a schedule`,
        body: NO_BODY,
      }),
      async (request): Promise<ScheduleAddReply> => {
        const { email, areas } = consoleActor(request, 'schedules');
        const id = checkId(request.params.id);
        const schedule = await setSchedulePaused(db, idApp, id, paused, email, { ...options(), areas });
        return changed(request, schedule, paused ? 'SCHEDULE_PAUSED' : 'SCHEDULE_RESUMED');
      },
    );

  const areasOf = (request: FastifyRequest) => consoleActor(request, 'schedules').areas;
  app.get('/api/:idApp/console/schedules', consoleRoute('schedules', {}), async (request) => {
    const areas = areasOf(request);
    return { items: (await listSchedules(db, idApp)).map((item) => scheduleShownTo(areas, item)) };
  });
  app.get('/api/:idApp/console/schedule-targets', consoleRoute('schedules', {}), async (request) =>
    loadScheduleTargets(db, idApp, areasOf(request)),
  );
  app.get<{ Params: IdParams }>(
    '/api/:idApp/console/schedules/:id',
    consoleRoute('schedules', {}),
    async (request) => {
      const detail = await readSchedule(db, idApp, checkId(request.params.id));
      return { ...detail, schedule: scheduleShownTo(areasOf(request), detail.schedule) };
    },
  );
}
