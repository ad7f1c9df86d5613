import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import { ChoiceTabs } from '@/ui/choice-tabs';
import { PageTitle } from '@/ui/page-title';
import type { SettingsSearch, SettingsTab } from '../lib/settings-search';
import { CarriersTab } from './carriers-tab';
import { CompanyTab } from './company-tab';
import { FeesTab } from './fees-tab';
import { FooterTab } from './footer-tab';
import { FreeshipsTab } from './freeships-tab';
import { MessagesTab } from './messages-tab';
import { PaymentHoldCard } from './payment-hold-card';
import { PaymentsTab } from './payments-tab';
import { ReturnWindowCard } from './return-window-card';

/**
 * The shop's settings: shipping, payments, returns, company and footer, one tab each. Owner only: the frame
 * shows the console's "not allowed" state to anyone else (area 'settings').
 */
export function SettingsPage({ search }: { search: SettingsSearch }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const tabs: { value: SettingsTab; label: string }[] = [
    { value: 'fees', label: t`Phí giao hàng` },
    { value: 'freeships', label: t`Miễn phí giao hàng` },
    { value: 'carriers', label: t`Vận chuyển` },
    { value: 'payments', label: t`Thanh toán` },
    { value: 'returns', label: t`Đổi trả` },
    { value: 'company', label: t`Công ty` },
    { value: 'footer', label: t`Chân trang` },
    { value: 'messages', label: t`Tin nhắn` },
  ];
  const { tab, id } = search;
  return (
    <>
      <PageTitle>
        <Trans>Cài đặt</Trans>
      </PageTitle>
      <ChoiceTabs
        label={t`Mục cài đặt`}
        choices={tabs}
        value={tab}
        onChange={(next) => void navigate({ to: '/settings', search: { tab: next } })}
      />
      {tab === 'fees' ? <FeesTab selected={id} /> : null}
      {tab === 'freeships' ? <FreeshipsTab selected={id} /> : null}
      {tab === 'carriers' ? <CarriersTab selected={id} /> : null}
      {tab === 'payments' ? (
        <div className="flex flex-col gap-6">
          <PaymentsTab selected={id} />
          {id === undefined ? <PaymentHoldCard /> : null}
        </div>
      ) : null}
      {tab === 'returns' ? <ReturnWindowCard /> : null}
      {tab === 'company' ? <CompanyTab /> : null}
      {tab === 'footer' ? <FooterTab /> : null}
      {tab === 'messages' ? <MessagesTab /> : null}
    </>
  );
}
