import type {
  DoneReply,
  NotifyScheduleInput,
  ScheduleAddReply,
  ScheduleDetail,
  SchedulesReply,
  ScheduleTargets,
  TargetScheduleBody,
  TargetScheduleType,
} from '@shop/domain';
import type { Transport } from './client.js';

export type {
  NotifyScheduleInput,
  ScheduleAddReply,
  ScheduleDetail,
  ScheduleItem,
  ScheduleRun,
  SchedulesReply,
  ScheduleTargets,
  TargetScheduleBody,
} from '@shop/domain';

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

/** The console's reads of schedules (spread into `client.console`). */
export function consoleScheduleCalls(transport: Transport) {
  const get = <T>(suffix: string) =>
    transport.http
      .get(`api/${transport.options.idApp}/console/${suffix}`, { searchParams: transport.authParams() })
      .json<T>();
  return {
    /** GET console/schedules: every schedule with its next run and its last run's result. */
    schedules: () => get<SchedulesReply>('schedules'),
    /** GET console/schedules/{id}: one schedule and its newest 50 runs. */
    schedule: (id: string) => get<ScheduleDetail>(`schedules/${id}`),
    /** GET console/schedule-targets: products, articles, promotions, customers and the subscriber count. */
    scheduleTargets: () => get<ScheduleTargets>('schedule-targets'),
  };
}
