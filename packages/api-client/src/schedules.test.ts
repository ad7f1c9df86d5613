import { describe, expect, it } from 'vitest';
import { ApiError } from './index.js';
import { useConsoleTestShop } from './console.test-kit.js';

describe('api-client schedule calls against the real server', () => {
  const kit = useConsoleTestShop();
  const connect = (account?: [string, string]) => kit.connect(account, 'en');

  it('creates, lists, reads and deletes schedules as staff; a shopper is refused', async () => {
    const staff = await connect(['nhanvien@example.com', 'NhanVien123']);
    const targets = await staff.console.scheduleTargets();
    const product = targets.products[0];
    expect(product).toBeDefined();
    const runAt = new Date(Date.now() + 3_600_000).toISOString();
    const unpublish = await staff.addSchedule('unpublish', {
      collection: 'dmvt',
      target_id: product?._id ?? '',
      when: { mode: 'once', run_at: runAt },
    });
    expect(unpublish).toMatchObject({ message: 'The schedule is created', schedule: { next_run_at: runAt } });
    const notify = await staff.addNotifySchedule({
      audience: 'customer',
      email: 'khachhang@example.com',
      subject: 'Xin chào',
      message: 'Ưu đãi tuần này',
      when: { mode: 'every', every: 1, unit: 'days', start_at: runAt },
    });
    const list = await staff.console.schedules();
    expect(list.items.map((item) => item._id)).toEqual([notify.schedule._id, unpublish.schedule._id]);
    const detail = await staff.console.schedule(notify.schedule._id);
    expect(detail.runs).toMatchObject([{ status: 'pending', run_at: runAt }]);
    const edited = await staff.console.updateSchedule(notify.schedule._id, {
      type: 'notify',
      audience: 'subscribers',
      subject: 'Xin chào mọi người',
      message: 'Ưu đãi tuần này',
      when: { mode: 'every', every: 2, unit: 'days', start_at: runAt },
    });
    expect(edited).toMatchObject({
      message: 'The schedule is saved',
      schedule: { subject: 'Xin chào mọi người', when: { every: 2 }, next_run_at: runAt },
    });
    expect(await staff.console.pauseSchedule(notify.schedule._id)).toMatchObject({
      message: 'The schedule is paused',
      schedule: { paused: true, next_run_at: null },
    });
    expect(await staff.console.resumeSchedule(notify.schedule._id)).toMatchObject({
      message: 'The schedule is resumed',
      schedule: { paused: false, next_run_at: runAt },
    });
    expect(await staff.deleteSchedule(notify.schedule._id)).toEqual({ message: 'The schedule is deleted' });
    expect((await staff.console.schedules()).items).toHaveLength(1);

    const past = await staff
      .addSchedule('publish', {
        collection: 'dmvt',
        target_id: product?._id ?? '',
        when: { mode: 'once', run_at: '2020-01-01T00:00:00Z' },
      })
      .catch((error: unknown) => error);
    expect(past).toBeInstanceOf(ApiError);
    expect((past as ApiError).message).toBe('The time to run has already passed');

    const shopper = await connect(['khachhang@example.com', 'MatKhau123']);
    const refused = await shopper.console.schedules().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(403);
  });
});
