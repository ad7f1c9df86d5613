import type { CatalogueKind } from '@shop/domain/catalogue';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { CatalogueItemEditor } from '@/features/catalogue/components/catalogue-item-editor';

/** /catalogue/categories/{id} and /catalogue/lines/{id}: an item's edit view with its timeline. */
export const Route = createFileRoute('/_console/catalogue/$kind_/$id')({
  beforeLoad: ({ params }) => {
    if (params.kind !== 'categories' && params.kind !== 'lines') throw notFound();
  },
  component: function CatalogueItemRoute() {
    const { kind, id } = Route.useParams();
    return <CatalogueItemEditor key={`${kind}/${id}`} kind={kind as CatalogueKind} id={id} />;
  },
});
