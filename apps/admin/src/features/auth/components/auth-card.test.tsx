import { DEFAULT_BRAND_NAME } from '@shop/domain/console';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { brandNameOf } from '@/lib/company';
import { AuthCard } from './auth-card';
import { fakeApi } from '@/test/fake-api';

const getCompanyInfo = vi.fn(async () => ({
  _id: 'app1',
  name: 'Công ty TNHH Trà Xanh',
  brand_name: 'Trà Xanh',
}));
fakeApi({
  shop: () => ({ getCompanyInfo, getCompanyContact: async () => ({ _id: 'app1_contact' }) }),
});

describe('the brand before login (issue 26 item 13, decision 026 addendum)', () => {
  it("shows the shop's brand setting on the sign-in card, read before login", async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={client}>
        <AuthCard title="Đăng nhập">
          <p>form</p>
        </AuthCard>
      </QueryClientProvider>,
    );
    expect(await screen.findByText('Trà Xanh')).toBeTruthy();
    expect(screen.queryByText(DEFAULT_BRAND_NAME)).toBeNull();
    expect(getCompanyInfo).toHaveBeenCalled();
  });

  it('falls back to the default brand while the setting is blank', () => {
    expect(brandNameOf({ brand_name: '  ' })).toBe(DEFAULT_BRAND_NAME);
    expect(brandNameOf(undefined)).toBe(DEFAULT_BRAND_NAME);
    expect(brandNameOf({ brand_name: ' Trà Xanh ' })).toBe('Trà Xanh');
  });
});
