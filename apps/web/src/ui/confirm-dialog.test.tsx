import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLanguageStore } from '@/stores/language-store';
import { renderWithProviders } from '@/test/render';
import { alertDialog, ConfirmDialogHost, confirmDialog } from './confirm-dialog';

const QUESTION = 'Bạn có chắc chắn muốn xóa sản phẩm này khỏi giỏ hàng?';

/** Opens a dialog inside act; the answer is wrapped, or awaiting the helper would await the answer. */
async function open<T>(promise: () => Promise<T>): Promise<{ answer: Promise<T> }> {
  let answer!: Promise<T>;
  await act(async () => {
    answer = promise();
  });
  return { answer };
}

describe('confirmDialog', () => {
  it("titles the dialog 'Thông báo' and resolves true on 'Xác nhận'", async () => {
    renderWithProviders(<ConfirmDialogHost />);
    const { answer } = await open(() => confirmDialog({ message: QUESTION }));
    const dialog = await screen.findByRole('dialog', { name: 'Thông báo' });
    expect(dialog.textContent).toContain(QUESTION);
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it("resolves false on 'Hủy'", async () => {
    renderWithProviders(<ConfirmDialogHost />);
    const { answer } = await open(() => confirmDialog({ message: QUESTION }));
    fireEvent.click(await screen.findByRole('button', { name: 'Hủy' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false on Escape', async () => {
    renderWithProviders(<ConfirmDialogHost />);
    const { answer } = await open(() => confirmDialog({ message: QUESTION }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await expect(answer).resolves.toBe(false);
  });

  it("has no 'Hủy' when it is a notice, and says 'Notify' in English", async () => {
    await act(() => useLanguageStore.getState().setLanguage('en'));
    renderWithProviders(<ConfirmDialogHost />);
    const { answer: closed } = await open(() => alertDialog('Saved'));
    await screen.findByRole('dialog', { name: 'Notify' });
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await expect(closed).resolves.toBeUndefined();
  });

  it('shows dialogs one after the other', async () => {
    renderWithProviders(<ConfirmDialogHost />);
    const { answer: first } = await open(() => confirmDialog({ message: 'Một' }));
    const { answer: second } = await open(() => confirmDialog({ message: 'Hai' }));
    expect((await screen.findByRole('dialog')).textContent).toContain('Một');
    fireEvent.click(screen.getByRole('button', { name: 'Xác nhận' }));
    await expect(first).resolves.toBe(true);
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Hai'));
    fireEvent.click(screen.getByRole('button', { name: 'Hủy' }));
    await expect(second).resolves.toBe(false);
  });
});
