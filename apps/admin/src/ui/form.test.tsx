import { I18nProvider } from '@lingui/react';
import { ApiError } from '@shop/api-client';
import { paymentFormSchema } from '@shop/domain/console';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@/lib/i18n';
import { Field, MoneyField, SelectField } from './field';
import { Form } from './form';
import { SaveBar } from './save-bar';
import { useForm } from './use-form';

type Reply = { message: string };

/** A payment method's two names, saved through `send`. */
function NameForm({ send, moveOn }: { send: (value: unknown) => Promise<Reply>; moveOn?: () => unknown }) {
  const form = useForm({
    // The server's figures differ from what was sent (the name as the server stores it).
    keep: (_reply, values) => ({ ...values, ten: values.ten.toUpperCase() }),
    onSaved: moveOn,
    initial: { ten: 'Chuyển khoản', ten_eng: 'Bank transfer', online: true },
    schema: paymentFormSchema,
    send,
    codeFields: { SETTINGS_NAME_TAKEN: 'ten' },
    invalidText: 'Vui lòng sửa các ô được đánh dấu.',
  });
  return (
    <Form form={form} aria-label="Phương thức">
      <Field label="Tên" {...form.field('ten')} />
      <p data-testid="dirty">{form.dirty ? 'changed' : 'saved'}</p>
      <SaveBar status={form.status} saving={form.saving} label="Lưu" />
    </Form>
  );
}

function renderInRouter(send: (value: unknown) => Promise<Reply>, moveOn = false) {
  const root = createRootRoute({ component: () => <Outlet /> });
  const edit = createRoute({
    getParentRoute: () => root,
    path: '/',
    component: () => (
      <>
        <NameForm
          send={send}
          moveOn={moveOn ? () => router.navigate({ to: '/elsewhere' as '/' }) : undefined}
        />
        {/* A route of this test's own router, not of the console's. */}
        <Link to={'/elsewhere' as '/'}>Đi nơi khác</Link>
      </>
    ),
  });
  const elsewhere = createRoute({
    getParentRoute: () => root,
    path: '/elsewhere',
    component: () => <h1>Nơi khác</h1>,
  });
  const router = createRouter({
    routeTree: root.addChildren([edit, elsewhere]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>,
  );
  return router;
}

describe('the console form scaffold', () => {
  beforeAll(() => activateLocale('vi'));

  it('shows the schema refusal under its field and sends nothing', async () => {
    const send = vi.fn(async () => ({ message: 'Đã lưu' }));
    renderInRouter(send);
    fireEvent.change(await screen.findByLabelText('Tên'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Vui lòng sửa các ô được đánh dấu.',
    );
    expect(screen.getByLabelText('Tên').getAttribute('aria-invalid')).toBe('true');
    expect(send).not.toHaveBeenCalled();
  });

  it("puts the server's coded refusal under the field it is about", async () => {
    const send = vi.fn(async () => {
      throw new ApiError('Tên này đã có', 409, 'SETTINGS_NAME_TAKEN', undefined);
    });
    renderInRouter(send);
    fireEvent.change(await screen.findByLabelText('Tên'), { target: { value: 'Tiền mặt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    await waitFor(() => expect(screen.getByLabelText('Tên').getAttribute('aria-invalid')).toBe('true'));
    const describedBy = screen.getByLabelText('Tên').getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe('Tên này đã có');
  });

  it("opens another screen right after a save that keeps the server's values, without asking", async () => {
    const send = vi.fn(async () => ({ message: 'Đã tạo' }));
    renderInRouter(send, true);
    fireEvent.change(await screen.findByLabelText('Tên'), { target: { value: 'Tiền mặt' } });
    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByRole('heading', { name: 'Nơi khác' })).toBeTruthy();
    expect(screen.queryByText('Rời trang khi chưa lưu?')).toBeNull();
  });

  it('asks before leaving with unsaved changes, and lets a saved form go', async () => {
    const send = vi.fn(async () => ({ message: 'Đã lưu' }));
    const router = renderInRouter(send);
    expect((await screen.findByTestId('dirty')).textContent).toBe('saved');
    fireEvent.change(screen.getByLabelText('Tên'), { target: { value: 'Tiền mặt' } });
    expect(screen.getByTestId('dirty').textContent).toBe('changed');

    fireEvent.click(screen.getByRole('link', { name: 'Đi nơi khác' }));
    const stay = await screen.findByRole('button', { name: 'Ở lại' });
    expect(screen.getByText('Rời trang khi chưa lưu?')).toBeTruthy();
    fireEvent.click(stay);
    await waitFor(() => expect(screen.queryByText('Rời trang khi chưa lưu?')).toBeNull());
    expect(router.state.location.pathname).toBe('/');

    fireEvent.click(screen.getByRole('button', { name: 'Lưu' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Đã lưu');
    expect(screen.getByTestId('dirty').textContent).toBe('saved');
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Đi nơi khác' }));
    });
    expect(await screen.findByRole('heading', { name: 'Nơi khác' })).toBeTruthy();
  });
});

describe('the money field', () => {
  beforeAll(() => activateLocale('vi'));

  it('reads the amount as people type it and shows what it read', () => {
    const { rerender } = render(
      <I18nProvider i18n={i18n}>
        <MoneyField label="Giá" value="30.000" onChange={() => undefined} />
      </I18nProvider>,
    );
    expect(screen.getByLabelText('Giá').getAttribute('inputmode')).toBe('numeric');
    expect(screen.getByText(/^= 30\.000\s₫$/)).toBeTruthy();
    rerender(
      <I18nProvider i18n={i18n}>
        <MoneyField label="Giá" value="30000" onChange={() => undefined} />
      </I18nProvider>,
    );
    expect(screen.queryByText(/^=/)).toBeNull();
  });
});

describe('the select field', () => {
  it("offers its blank choice (value '') first when named, then its options, and shows its error with it", () => {
    render(
      <SelectField
        label="Trạng thái"
        defaultValue=""
        blank="Tất cả"
        options={[
          { value: 'draft', label: 'Nháp' },
          { value: 'live', label: 'Đang hiện' },
        ]}
        error="Vui lòng chọn"
      />,
    );
    const select = screen.getByLabelText('Trạng thái');
    expect(
      [...select.querySelectorAll('option')].map((option) => [option.value, option.textContent]),
    ).toEqual([
      ['', 'Tất cả'],
      ['draft', 'Nháp'],
      ['live', 'Đang hiện'],
    ]);
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Vui lòng chọn').id).toBe(select.getAttribute('aria-describedby'));
  });
});
