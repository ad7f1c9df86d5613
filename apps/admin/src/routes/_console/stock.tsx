import { createFileRoute } from '@tanstack/react-router';
import { readSearch, searchPage, searchText } from '@/lib/list-search';
import { type StockSearch, StockPage } from '@/features/stock/components/stock-page';

/** The stock list's and its history's address; the variant and the low-stock flag read on their own. */
const readStockSearch = readSearch<Omit<StockSearch, 'variant' | 'low'>>({
  product: searchText(),
  q: searchText(),
  page: searchPage,
  hpage: searchPage,
});

export const Route = createFileRoute('/_console/stock')({
  validateSearch: (search: Record<string, unknown>): StockSearch => {
    const out: StockSearch = readStockSearch(search);
    // '' names a product sold as one item: kept as given, only beside a product.
    if (out.product && typeof search.variant === 'string') out.variant = search.variant.slice(0, 100);
    if (search.low === true || search.low === '1' || search.low === 1) out.low = true;
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
