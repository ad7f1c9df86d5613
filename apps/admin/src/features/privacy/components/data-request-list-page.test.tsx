import type { DataRequest, DataRequestsQueryInput, ManualDataRequestBody } from '@shop/domain/privacy';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi } from '@/test/fake-api';
import { inVietnamese } from '@/test/in-vietnamese';
import { renderWithProviders } from '@/test/render';
import { DataRequestListPage } from './data-request-list-page';

const request = (id: string, kind: DataRequest['kind'], subject: string): DataRequest => ({
  _id: id,
  kind,
  subject,
  channel: 'manual',
  received_at: '2026-12-01T03:00:00.000Z',
  due_at: '2026-12-31T03:00:00.000Z',
  done_at: null,
  done_by: '',
  note: '',
  state: 'open',
});

let stored: DataRequest[] = [];
/** The read that answers only when the test releases it, as on a slow network. */
let isNextReadHeld = false;
let releaseHeldRead: (() => void) | undefined;

// Every read answers what the server held when it began.
const dataRequests = ({ state = 'all', kind = 'all' }: DataRequestsQueryInput) => {
  const items = stored.filter(
    (item) => (state === 'all' || item.state === state) && (kind === 'all' || item.kind === kind),
  );
  const reply = {
    items,
    total: items.length,
    open: stored.filter((item) => item.state === 'open').length,
    overdue: 0,
    page: 1,
    limit: 20,
  };
  if (!isNextReadHeld) return Promise.resolve(reply);
  isNextReadHeld = false;
  return new Promise<typeof reply>((resolve) => {
    releaseHeldRead = () => resolve(reply);
  });
};
const recordDataRequest = async ({ kind, subject }: ManualDataRequestBody) => {
  const item = request(`r${stored.length + 1}`, kind, subject);
  stored = [item, ...stored];
  return { item, message: 'Đã ghi nhận yêu cầu' };
};
const markDataRequestDone = async (id: string) => {
  stored = stored.map((item) =>
    item._id === id ? { ...item, state: 'done' as const, done_at: '2026-12-02T03:00:00.000Z' } : item,
  );
  return { item: stored.find((item) => item._id === id), message: 'Đã đánh dấu yêu cầu là đã xử lý' };
};
fakeApi({ console: () => ({ dataRequests, recordDataRequest, markDataRequestDone }) });

// A write made while the list's read is in flight: that read began before the write, so the list
// must be read again after it rather than show that read's older answer (RereadingQueryClient).
describe('the data requests screen after a write', () => {
  inVietnamese(() => {
    stored = [];
    isNextReadHeld = false;
    releaseHeldRead = undefined;
  });

  it("lists a request recorded while the list's first read was in flight", async () => {
    isNextReadHeld = true;
    renderWithProviders(<DataRequestListPage search={{}} onSearch={() => {}} />);
    expect(screen.getByText('Đang tải các yêu cầu…')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('E-mail hoặc số điện thoại của người yêu cầu'), {
      target: { value: '0912 000 111' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Ghi nhận yêu cầu' }));
    await screen.findByText('Đã ghi nhận yêu cầu');
    await act(async () => releaseHeldRead?.());

    const [row] = await screen.findAllByTestId('data-request');
    expect(row?.textContent).toContain('0912 000 111');
    expect(screen.queryByText('Không có yêu cầu nào.')).toBeNull();
  });

  it("shows a request marked done while the next filter's read was in flight, the last list shown meanwhile", async () => {
    stored = [request('r1', 'export', 'mai@example.vn'), request('r2', 'delete', 'lan@example.vn')];
    const view = renderWithProviders(<DataRequestListPage search={{}} onSearch={() => {}} />);
    expect(await screen.findAllByTestId('data-request')).toHaveLength(2);

    isNextReadHeld = true;
    view.rerender(<DataRequestListPage search={{ kind: 'delete' }} onSearch={() => {}} />);
    const shown = screen.getAllByTestId('data-request').find((row) => row.textContent?.includes('lan@'));
    fireEvent.click(within(shown as HTMLElement).getByRole('button', { name: 'Đánh dấu đã xử lý' }));
    await screen.findByText('Đã đánh dấu yêu cầu là đã xử lý');
    await act(async () => releaseHeldRead?.());

    await waitFor(() => {
      const rows = screen.getAllByTestId('data-request');
      expect(rows).toHaveLength(1);
      expect(rows[0]?.textContent).toContain('Đã xử lý');
    });
    expect(screen.queryByRole('button', { name: 'Đánh dấu đã xử lý' })).toBeNull();
  });
});
