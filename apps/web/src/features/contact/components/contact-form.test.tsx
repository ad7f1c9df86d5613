import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ContactForm } from './contact-form';
import * as api from '@/lib/api';
import * as provider from '@/lib/provider';
import * as toast from '@/ui/toast';

const createDocument = vi.fn();
const notifyAccount = vi.fn();
const getBotToken = vi.fn();

beforeEach(() => {
  // Spies, not module mocks: put back after each test, so the file shares its worker (tooling/vitest).
  vi.spyOn(api, 'getBotToken').mockImplementation((...args) => getBotToken(...args));
  vi.spyOn(provider, 'createDocument').mockImplementation((...args) => createDocument(...args));
  vi.spyOn(toast, 'notifyAccount').mockImplementation((...args) => notifyAccount(...args));
  createDocument.mockReset();
  notifyAccount.mockReset();
  getBotToken.mockReset().mockResolvedValue(undefined);
});

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Gửi thông tin' }));
}

/** The three required fields, filled, and sent. */
function sendShortMessage() {
  fill('Họ và tên', 'An');
  fill('Email', 'an@example.vn');
  fill('Nội dung', 'Xin chào');
  submit();
}

const messageText = () => (screen.getByLabelText('Nội dung', { exact: false }) as HTMLTextAreaElement).value;

describe('ContactForm', () => {
  it('shows the messages of SPEC §5 and sends nothing', async () => {
    renderWithProviders(<ContactForm />);
    submit();
    expect(await screen.findByText('Vui lòng nhập họ tên của quý khách')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập email để cửa hàng liên hệ với quý khách')).toBeTruthy();
    expect(screen.getByText('Vui lòng nhập nội dung')).toBeTruthy();
    fill('Email', 'khong hop le');
    expect(await screen.findByText('Email không hợp lệ')).toBeTruthy();
    expect(createDocument).not.toHaveBeenCalled();
  });

  it("sends the fields to ecomcontactus, says 'Gửi thông tin thành công' on an _id and empties the form", async () => {
    createDocument.mockResolvedValue({ _id: '6650a1b2c3d4e5f6a7b8c9d9' });
    renderWithProviders(<ContactForm />);
    fill('Họ và tên', ' Nguyễn An ');
    fill('Email', 'an@example.vn');
    fill('Số điện thoại', '0912345678');
    fill('Nội dung', 'Tôi muốn đặt 20 hộp trà');
    submit();
    await waitFor(() => expect(notifyAccount).toHaveBeenCalledWith('success', 'Gửi thông tin thành công'));
    expect(createDocument).toHaveBeenCalledWith('ecomcontactus', {
      ho_ten: 'Nguyễn An',
      email: 'an@example.vn',
      dien_thoai: '0912345678',
      dia_chi: '',
      noi_dung: 'Tôi muốn đặt 20 hộp trà',
    });
    expect((screen.getByLabelText('Họ và tên', { exact: false }) as HTMLInputElement).value).toBe('');
  });

  it("says 'Gửi thông tin không thành công' on an error or a reply without _id, and empties the form", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    createDocument.mockRejectedValueOnce(new Error('HTTP 500')).mockResolvedValueOnce({ message: 'ok' });
    renderWithProviders(<ContactForm />);
    for (const attempt of [1, 2]) {
      sendShortMessage();
      await waitFor(() => expect(notifyAccount).toHaveBeenCalledTimes(attempt));
      expect(notifyAccount).toHaveBeenLastCalledWith('error', 'Gửi thông tin không thành công');
      expect(messageText()).toBe('');
    }
  });

  it('adds the reCAPTCHA token to the body when the shop has a site key', async () => {
    getBotToken.mockResolvedValue('token-123');
    createDocument.mockResolvedValue({ _id: '6650a1b2c3d4e5f6a7b8c9d9' });
    renderWithProviders(<ContactForm />);
    sendShortMessage();
    await waitFor(() => expect(notifyAccount).toHaveBeenCalledWith('success', 'Gửi thông tin thành công'));
    expect(getBotToken).toHaveBeenCalledWith('contact');
    expect(createDocument).toHaveBeenCalledWith(
      'ecomcontactus',
      expect.objectContaining({ ho_ten: 'An', 'g-recaptcha-response': 'token-123' }),
    );
  });

  it("shows 'Lỗi khi tải google recaptcha' when the bot check cannot load, keeps the text, sends nothing", async () => {
    getBotToken.mockRejectedValue(new Error('Lỗi khi tải google recaptcha'));
    renderWithProviders(<ContactForm />);
    sendShortMessage();
    await waitFor(() => expect(notifyAccount).toHaveBeenCalledWith('error', 'Lỗi khi tải google recaptcha'));
    expect(createDocument).not.toHaveBeenCalled();
    expect(messageText()).toBe('Xin chào');
  });
});
