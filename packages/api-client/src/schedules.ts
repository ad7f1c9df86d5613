import type {
  DoneReply,
  NotifyScheduleInput,
  ScheduleAddReply,
  ScheduleDetail,
  ScheduleInput,
  SchedulesReply,
  ScheduleTargets,
  TargetScheduleBody,
  TargetScheduleType,
} from '@shop/domain/console';
import type { Transport } from './client.js';

export type {
  NotifyScheduleInput,
  ScheduleAddReply,
  ScheduleDetail,
  ScheduleInput,
  ScheduleItem,
  ScheduleRun,
  SchedulesReply,
  ScheduleTargets,
  TargetScheduleBody,
} from '@shop/domain/console';

/**
 * SPEC §7 schedules (docs/api.md "Schedules"): create a notify or a publish / unpublish / promotion
 * start or end, at a time or on a repeat, and delete one. Owner and staff tokens (the 'schedules'
 * area); anyone else gets 403.
 */
export function scheduleCalls(transport: Transport) {
  const post = <T>(path: string, json: object) =>
    transport.http.post(path, { searchParams: transport.authParams(), json }).json<T>();
  return {
    /** POST /api/schedule/add/notify: a mail to every subscriber or to one customer, through the outbox. */
    addNotifySchedule: (body: NotifyScheduleInput) => post<ScheduleAddReply>('api/schedule/add/notify', body),
    /** POST /api/schedule/add/{type}: publish / unpublish a product or article, start / end a promotion. */
    addSchedule: (type: TargetScheduleType, body: TargetScheduleBody) =>
      post<ScheduleAddReply>(`api/schedule/add/${type}`, body),
    /** GET /api/schedule/delete/{id}: deletes the schedule and cancels its planned runs. */
    deleteSchedule: (id: string) =>
      transport.http
        .get(`api/schedule/delete/${id}`, { searchParams: transport.authParams() })
        .json<DoneReply>(),
  };
}

/** The console's reads of schedules and its changes to one (spread into `client.console`). */
export function consoleScheduleCalls(transport: Transport) {
  const url = (suffix: string) => `api/${transport.options.idApp}/console/${suffix}`;
  const searchParams = () => transport.authParams();
  const get = <T>(suffix: string) =>
    transport.http.get(url(suffix), { searchParams: searchParams() }).json<T>();
  const post = (suffix: string) =>
    transport.http.post(url(suffix), { searchParams: searchParams() }).json<ScheduleAddReply>();
  return {
    /** PUT console/schedules/{id}: what it does and when (its job stays); its runs planned again from now. */
    updateSchedule: (id: string, body: ScheduleInput) =>
      transport.http
        .put(url(`schedules/${id}`), { searchParams: searchParams(), json: body })
        .json<ScheduleAddReply>(),
    /** POST console/schedules/{id}/pause: its planned runs cancelled; nothing runs until resumed. */
    pauseSchedule: (id: string) => post(`schedules/${id}/pause`),
    /** POST console/schedules/{id}/resume: planned again from now (a repeat's next step, no catch-up). */
    resumeSchedule: (id: string) => post(`schedules/${id}/resume`),
    /** GET console/schedules: every schedule with its next run and its last run's result. */
    schedules: () => get<SchedulesReply>('schedules'),
    /** GET console/schedules/{id}: one schedule and its newest 50 runs. */
    schedule: (id: string) => get<ScheduleDetail>(`schedules/${id}`),
    /** GET console/schedule-targets: products, articles, promotions, customers and the subscriber count. */
    scheduleTargets: () => get<ScheduleTargets>('schedule-targets'),
  };
}
