import { useLingui } from '@lingui/react/macro';
import type { PromotionProduct } from '@shop/api-client';
import { useQuery } from '@tanstack/react-query';
import { useLanguageStore } from '@/stores/language-store';
import { SelectField } from '@/ui/field';
import { promotionQueries } from '../api/promotion-queries';
import { productLabel } from '../lib/product-label';

/** A product of the shop to discount: code, name and retail price. */
export function ProductSelect({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (code: string) => void;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const products = useQuery(promotionQueries.products());
  return (
    <SelectField
      label={label}
      value={value}
      error={error}
      onChange={(event) => onChange(event.target.value)}
      blank={t`Chọn sản phẩm`}
      options={(products.data ?? []).map((product: PromotionProduct) => ({
        value: product.ma_vt,
        label: productLabel(product, locale),
      }))}
    />
  );
}
