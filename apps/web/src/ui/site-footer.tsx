import { Trans } from '@lingui/react/macro';
import { SHOP_NAME } from '../lib/site';

export function SiteFooter() {
  return (
    <footer className="bg-leaf-900 text-leaf-50">
      <div className="mx-auto flex w-full max-w-6xl flex-col gap-1 px-4 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-6">
        <p className="font-bold text-lg">{SHOP_NAME}</p>
        <p className="text-leaf-200 text-sm">
          <Trans>Trà, cà phê, nông sản, nước tăng lực và nước ép ổi từ Việt Nam.</Trans>
        </p>
      </div>
    </footer>
  );
}
