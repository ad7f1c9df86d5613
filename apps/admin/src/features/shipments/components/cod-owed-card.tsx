import { Trans, useLingui } from '@lingui/react/macro';
import type { CodOwed } from '@shop/domain/carriers';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Card } from '@/ui/card';
import { Money } from '@/ui/money';
import { codQuery } from '../api/cod-queries';
import { carrierName } from '../lib/carrier-names';

/**
 * "COD owed by each carrier" (issue 31 "COD money", decision 066): per carrier, the cash of its
 * delivered parcels, what its imported statements say it paid out, its fees and what it still owes.
 * On the dashboard (with a link to the import) and on the COD screen.
 */
export function CodOwedCard({ withImportLink = false }: { withImportLink?: boolean }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const cod = useQuery(codQuery());
  return (
    <Card
      title={t`Tiền thu hộ (COD) các hãng vận chuyển còn nợ`}
      aside={
        withImportLink ? (
          <Link
            to="/cod"
            className="inline-flex min-h-11 items-center font-semibold text-leaf-700 text-sm underline"
          >
            <Trans>Nhập bảng kê COD</Trans>
          </Link>
        ) : null
      }
    >
      {cod.error ? <Alert>{errorText(cod.error, locale, t`Không tải được tiền thu hộ`)}</Alert> : null}
      {cod.data && cod.data.owed.length === 0 ? (
        <p className="text-coffee-700 text-sm">
          <Trans>Chưa có vận đơn nào thu hộ qua hãng vận chuyển.</Trans>
        </p>
      ) : null}
      {cod.data && cod.data.owed.length > 0 ? (
        <ul className="flex flex-col gap-3" data-testid="cod-owed">
          {cod.data.owed.map((row) => (
            <OwedRow key={row.carrier} row={row} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

function OwedRow({ row }: { row: CodOwed }) {
  const { t } = useLingui();
  return (
    <li className="rounded-lg border border-coffee-100 p-3" data-testid={`cod-owed-${row.carrier}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <span className="font-semibold">{carrierName(row.carrier)}</span>
        <span className={row.owed > 0 ? 'font-semibold text-guava-700 text-lg' : 'font-semibold text-lg'}>
          <span className="sr-only">{t`Còn nợ`} </span>
          <Money amount={row.owed} />
        </span>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-4">
        <Figure label={t`Đơn đã giao có thu hộ`}>{row.delivered}</Figure>
        <Figure label={t`Tiền thu hộ`}>
          <Money amount={row.cod} />
        </Figure>
        <Figure label={t`Đã đối soát`}>
          <Money amount={row.paid} />
        </Figure>
        <Figure label={t`Phí hãng thu`}>
          <Money amount={row.fees} />
        </Figure>
      </dl>
    </li>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-coffee-700">{label}</dt>
      <dd className="font-semibold">{children}</dd>
    </div>
  );
}
