import type { CompanyForm, CompanyReply } from '@shop/domain/console';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { useLanguageStore } from '@/stores/language-store';
import { LogoCard } from './logo-card';
import { renderWithProviders } from '@/test/render';
import { fakeApi } from '@/test/fake-api';

const link = '/api/app1/file?q=0123456789abcdef01234567';
const uploadFile = vi.fn(async (_file: Blob, _options: unknown) => ({
  link,
  _id: '0123456789abcdef01234567',
}));
fakeApi({ shop: () => ({ uploadFile }) });

const company = { name: 'Công ty TNHH Lam Trà', brand_name: 'Lam Trà', logo: '' } as CompanyForm;

function show(form: CompanyForm, save: (form: CompanyForm) => Promise<CompanyReply>) {
  return renderWithProviders(<LogoCard company={form} save={save} />);
}

describe("the shop's logo picture (issue 26 item 13)", () => {
  beforeAll(() => {
    activateLocale('vi');
    useLanguageStore.setState({ language: 'vi' });
  });

  it('uploads a picture as the other pictures are and saves its link into the company record', async () => {
    const save = vi.fn(async (form: CompanyForm) => ({ company: form, info_id: 'app1', contact_id: 'c' }));
    show(company, save);
    expect(screen.getByText('Chưa có logo: cửa hàng dùng biểu tượng mặc định.')).toBeTruthy();
    const file = new File(['<svg/>'], 'logo.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Tải logo lên'), { target: { files: [file] } });
    await waitFor(() => expect(save).toHaveBeenCalledWith({ ...company, logo: link }));
    expect(uploadFile).toHaveBeenCalledWith(file, { group: 'app', picturesOnly: true });
  });

  it('shows the logo set, and removing it saves a blank logo (the default mark)', async () => {
    const save = vi.fn(async (form: CompanyForm) => ({ company: form, info_id: 'app1', contact_id: 'c' }));
    show({ ...company, logo: link }, save);
    expect(screen.getByRole('img', { name: 'Logo của cửa hàng' }).getAttribute('src')).toBe(link);
    fireEvent.click(screen.getByRole('button', { name: 'Bỏ logo' }));
    await waitFor(() => expect(save).toHaveBeenCalledWith({ ...company, logo: '' }));
  });
});
