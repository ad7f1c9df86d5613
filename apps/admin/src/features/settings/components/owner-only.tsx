import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Alert } from '@/ui/alert';
import { PageTitle } from '@/ui/page-title';

/** The console's "not allowed" state of an owner-only screen opened by staff (its calls answer 403). */
export function OwnerOnly({ title }: { title: ReactNode }) {
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Alert>
        <Trans>Chỉ chủ cửa hàng mới mở được trang này.</Trans>
      </Alert>
    </>
  );
}
