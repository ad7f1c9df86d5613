import { Trans, useLingui } from '@lingui/react/macro';
import type { CodProblem } from '@shop/domain/carriers';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Field, SelectField, TextAreaField } from '@/ui/field';
import { Money } from '@/ui/money';
import { PageTitle } from '@/ui/page-title';
import { codQuery, useImportCod } from '../api/cod-queries';
import { carrierName } from '../lib/carrier-names';
import { CodOwedCard } from './cod-owed-card';

/**
 * The COD screen (issue 31 "COD money", decision 066): import a carrier's COD statement (its CSV,
 * chosen as a file or pasted), then see the lines that do not agree with the shop and what each
 * carrier still owes.
 */
export function CodPage() {
  return (
    <>
      <PageTitle>
        <Trans>Đối soát tiền thu hộ (COD)</Trans>
      </PageTitle>
      <div className="flex flex-col gap-4">
        <ImportCard />
        <CodOwedCard />
        <MismatchesCard />
      </div>
    </>
  );
}

function ImportCard() {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const importCod = useImportCod();
  const [carrier, setCarrier] = useState<'ghn' | 'ghtk'>('ghn');
  const [statement, setStatement] = useState('');
  const [csv, setCsv] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    importCod.mutate({ carrier, statement, csv });
  };
  const readFile = async (file: File | undefined) => {
    if (!file) return;
    setCsv(await file.text());
    if (statement.trim() === '') setStatement(file.name.replace(/\.csv$/i, ''));
  };
  return (
    <Card title={t`Nhập bảng kê COD`}>
      <form className="flex flex-col gap-3" onSubmit={submit}>
        <p className="text-coffee-700 text-sm">
          <Trans>
            Tệp CSV có dòng đầu gồm các cột: Mã vận đơn, Tiền thu hộ, Phí (có thể thêm Mã đơn hàng, Ngày thanh
            toán DD/MM/YYYY). Nhập lại cùng một bảng kê sẽ thay các dòng cũ.
          </Trans>
        </p>
        <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          <SelectField
            label={t`Đơn vị vận chuyển`}
            value={carrier}
            onChange={(event) => setCarrier(event.target.value === 'ghtk' ? 'ghtk' : 'ghn')}
          >
            <option value="ghn">{carrierName('ghn')}</option>
            <option value="ghtk">{carrierName('ghtk')}</option>
          </SelectField>
          <Field
            label={t`Tên hoặc số bảng kê`}
            value={statement}
            maxLength={120}
            onChange={(event) => setStatement(event.target.value)}
          />
        </div>
        <Field
          label={t`Tệp bảng kê (CSV)`}
          type="file"
          accept=".csv,text/csv"
          onChange={(event) => void readFile(event.target.files?.[0])}
        />
        <TextAreaField
          label={t`Nội dung bảng kê`}
          rows={5}
          value={csv}
          onChange={(event) => setCsv(event.target.value)}
          className="font-mono"
        />
        {importCod.error ? (
          <Alert>{errorText(importCod.error, locale, t`Không nhập được bảng kê`)}</Alert>
        ) : null}
        <p role="status" className={importCod.data ? 'font-semibold text-leaf-800 text-sm' : 'sr-only'}>
          {importCod.data?.message ?? ''}
        </p>
        <div>
          <Button
            type="submit"
            disabled={importCod.isPending || csv.trim() === '' || statement.trim() === ''}
          >
            {importCod.isPending ? <Trans>Đang nhập…</Trans> : <Trans>Nhập bảng kê</Trans>}
          </Button>
        </div>
      </form>
    </Card>
  );
}

function MismatchesCard() {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const cod = useQuery(codQuery());
  const problems: Record<CodProblem, string> = {
    UNKNOWN_PARCEL: t`Vận đơn không có trong cửa hàng`,
    AMOUNT_DIFFERS: t`Số tiền thu hộ khác với vận đơn`,
  };
  const rows = cod.data?.mismatches ?? [];
  return (
    <Card title={t`Dòng bảng kê chênh lệch`}>
      {cod.error ? <Alert>{errorText(cod.error, locale, t`Không tải được tiền thu hộ`)}</Alert> : null}
      {cod.data && rows.length === 0 ? (
        <p className="text-coffee-700 text-sm">
          <Trans>Mọi dòng bảng kê đã khớp với vận đơn của cửa hàng.</Trans>
        </p>
      ) : null}
      {rows.length > 0 ? (
        <ul className="flex flex-col gap-2" data-testid="cod-mismatches">
          {rows.map((row) => (
            <li
              key={`${row.carrier}-${row.statement}-${row.tracking_code}`}
              className="rounded-lg border border-coffee-100 p-3 text-sm"
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span className="break-all font-semibold">{row.tracking_code}</span>
                <span className="font-semibold text-guava-700">{problems[row.problem]}</span>
              </div>
              <p className="text-coffee-700">
                {carrierName(row.carrier)} · {row.statement}
                {row.so_ct ? ` · ${row.so_ct}` : ''}
              </p>
              <p>
                <Trans>Hãng thu</Trans> <Money amount={row.collected} />
                {row.expected === null ? null : (
                  <>
                    {' · '}
                    <Trans>Vận đơn ghi</Trans> <Money amount={row.expected} />
                  </>
                )}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
    </Card>
  );
}
