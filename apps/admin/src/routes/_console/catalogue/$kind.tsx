import type { CatalogueKind } from '@shop/domain/catalogue';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CatalogueItemListPage } from '@/features/catalogue/components/catalogue-item-list-page';

/** /catalogue/categories and /catalogue/lines. */
export const Route = createFileRoute('/_console/catalogue/$kind')({
  params: {
    parse: ({ kind }) => {
      if (kind !== 'categories' && kind !== 'lines') throw notFound();
      return { kind: kind as CatalogueKind };
    },
  },
  component: function CatalogueItems() {
    const { kind } = Route.useParams();
    return <CatalogueItemListPage key={kind} kind={kind} />;
  },
});
