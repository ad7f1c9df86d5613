import { Trans } from '@lingui/react/macro';

/** Stock moves through the stock screen's adjustments (received, damaged, count), never here. */
export function StockLink({ code }: { code: string }) {
  return (
    <a href={`/admin/stock?product=${encodeURIComponent(code)}`} className="text-leaf-700 text-sm underline">
      <Trans>Điều chỉnh tồn kho</Trans>
    </a>
  );
}
