import type { CatalogueKind } from '@shop/domain/catalogue';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CatalogueItemsPage } from '@/features/catalogue/components/catalogue-items-page';

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
    return <CatalogueItemsPage key={kind} kind={kind} />;
  },
});
