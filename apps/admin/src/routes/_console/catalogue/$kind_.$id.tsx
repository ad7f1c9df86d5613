import type { CatalogueKind } from '@shop/domain/catalogue';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CatalogueItemPage } from '@/features/catalogue/components/catalogue-item-page';

/** /catalogue/categories/{id} and /catalogue/lines/{id}: an item's edit view with its timeline. */
export const Route = createFileRoute('/_console/catalogue/$kind_/$id')({
  beforeLoad: ({ params }) => {
    if (params.kind !== 'categories' && params.kind !== 'lines') throw notFound();
  },
  component: function CatalogueItemRoute() {
    const { kind, id } = Route.useParams();
    return <CatalogueItemPage key={`${kind}/${id}`} kind={kind as CatalogueKind} id={id} />;
  },
});
