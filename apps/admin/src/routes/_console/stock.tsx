import { createFileRoute } from '@tanstack/react-router';
import { type StockSearch, StockPage } from '@/features/stock/components/stock-page';

const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().slice(0, max) : undefined;
const page = (value: unknown) => {
  const number = Number(value);
  return Number.isInteger(number) && number > 1 && number <= 100_000 ? number : undefined;
};

export const Route = createFileRoute('/_console/stock')({
  validateSearch: (search: Record<string, unknown>): StockSearch => {
    const out: StockSearch = {};
    const product = text(search.product, 100);
    if (product) out.product = product;
    // '' names a product sold as one item: kept as given, only beside a product.
    if (product && typeof search.variant === 'string') out.variant = search.variant.slice(0, 100);
    const q = text(search.q, 100);
    if (q) out.q = q;
    if (search.low === true || search.low === '1' || search.low === 1) out.low = true;
    const listPage = page(search.page);
    if (listPage) out.page = listPage;
    const historyPage = page(search.hpage);
    if (historyPage) out.hpage = historyPage;
    return out;
  },
  component: function Stock() {
    const navigate = Route.useNavigate();
    const { me } = Route.useRouteContext();
    return (
      <StockPage
        search={Route.useSearch()}
        onSearch={(next) => void navigate({ search: next })}
        canEditThreshold={me.areas.includes('settings')}
      />
    );
  },
});
