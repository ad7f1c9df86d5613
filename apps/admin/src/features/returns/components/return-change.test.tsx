import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { useLanguageStore } from '@/stores/language-store';
import { renderWithProviders } from '@/test/render';
import { ReturnChange } from './return-change';

vi.mock('@tanstack/react-router', async (original) => ({
  ...(await original<typeof import('@tanstack/react-router')>()),
  Link: ({ children, params }: { children: ReactNode; params: { returnId: string } }) => (
    <a href={`/admin/returns/${params.returnId}`}>{children}</a>
  ),
}));

describe("a return's step on its order's timeline (issue 33)", () => {
  beforeAll(() => {
    activateLocale('vi');
    useLanguageStore.setState({ language: 'vi' });
  });

  it('says the kind and the status, links the return, and adds the note', () => {
    const { container } = renderWithProviders(
      <ReturnChange value={{ ma: 'r1', trang_thai: 'rejected', yeu_cau: 'exchange', ghi_chu: 'Quá hạn' }} />,
    );
    expect(container.textContent).toBe('Đổi trả Đổi hàng: Từ chối (Quá hạn)');
    expect(screen.getByRole('link', { name: 'Đổi hàng: Từ chối' }).getAttribute('href')).toBe(
      '/admin/returns/r1',
    );
  });
});
