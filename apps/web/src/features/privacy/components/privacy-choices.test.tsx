import type { ConsentsReply } from '@shop/domain/privacy';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { PrivacyChoices } from './privacy-choices';
import * as api from '@/lib/api';
import * as toast from '@/ui/toast';

const getConsents = vi.fn<() => Promise<ConsentsReply>>();
const setZaloMessages = vi.fn<(on: boolean) => Promise<ConsentsReply>>();

const reply = (zalo: boolean): ConsentsReply => ({
  notice_version: '2026-01-01',
  consents: [
    {
      purpose: 'terms',
      granted: true,
      notice_version: '2026-01-01',
      at: '2026-11-01T00:00:00Z',
      source: 'signup',
    },
    { purpose: 'marketing', granted: false, notice_version: null, at: null, source: null },
    { purpose: 'cookies', granted: false, notice_version: null, at: null, source: null },
  ],
  zalo_messages: zalo,
});

beforeEach(() => {
  // Spies, not module mocks: put back after each test, so the file shares its worker (tooling/vitest).
  vi.spyOn(api, 'getAuthApi').mockResolvedValue({
    getConsents,
    setZaloMessages,
    setConsent: vi.fn(),
  } as unknown as api.AuthApi);
  vi.spyOn(toast, 'notifyAccount').mockResolvedValue('');
  getConsents.mockReset().mockResolvedValue(reply(true));
  setZaloMessages.mockReset().mockImplementation(async (on) => reply(on));
});

describe("the profile's Zalo messages (decision 061 addendum)", () => {
  it('shows them on until stopped, and unticking stops them at once', async () => {
    renderWithProviders(<PrivacyChoices />);
    const box = screen.getByRole('checkbox', { name: 'Nhận tin đơn hàng và mã xác thực qua Zalo' });
    await waitFor(() => expect(box).toHaveProperty('disabled', false));
    expect(box).toHaveProperty('checked', true);
    fireEvent.click(box);
    await waitFor(() => expect(box).toHaveProperty('checked', false));
    expect(setZaloMessages).toHaveBeenCalledExactlyOnceWith(false);
  });
});
