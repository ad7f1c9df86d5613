import { CONTENT_KINDS, type ContentKind } from '@shop/domain/content';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { ContentPage } from '@/features/content/components/content-page';

export const Route = createFileRoute('/_console/content/$kind/$id')({
  beforeLoad: ({ params }) => {
    if (!(CONTENT_KINDS as readonly string[]).includes(params.kind)) throw notFound();
  },
  component: function ContentItemRoute() {
    const { kind, id } = Route.useParams();
    return <ContentPage key={`${kind}/${id}`} kind={kind as ContentKind} id={id} />;
  },
});
