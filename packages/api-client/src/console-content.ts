import type { DoneReply } from '@shop/domain/console';
import type {
  ContentFormInput,
  ContentItemReply,
  ContentKind,
  ContentListReply,
  ContentQueryInput,
} from '@shop/domain/content';
import type { Transport } from './client.js';

export type { ContentItem, ContentItemReply, ContentListReply, ContentRow } from '@shop/domain/content';

/** A content form without its kind: the call's path names it. */
export type ContentBody = Omit<ContentFormInput, 'kind'>;

/**
 * The console's news, pages and jobs (docs/api.md "Console: content"; area 'content'). The kind is
 * part of each path; an item is named by its Vietnamese document's id.
 */
export function consoleContentCalls(transport: Transport) {
  const path = (kind: ContentKind, suffix = '') =>
    `api/${transport.options.idApp}/console/content/${kind}${suffix ? `/${suffix}` : ''}`;
  const search = () => transport.authParams();
  return {
    /** GET console/content/{kind}: a page of items, searched and filtered by category and status. */
    listContent: ({ kind, ...query }: ContentQueryInput) => {
      const params: Record<string, string> = {};
      for (const [key, value] of Object.entries(query))
        if (value !== undefined && value !== '') params[key] = String(value);
      return transport.http
        .get(path(kind), { searchParams: { ...search(), ...params } })
        .json<ContentListReply>();
    },
    /** GET console/content/{kind}/{id}: an item with both languages. */
    contentItem: (kind: ContentKind, id: string) =>
      transport.http.get(path(kind, id), { searchParams: search() }).json<ContentItemReply>(),
    /** POST console/content/{kind}: creates an item in both languages. */
    createContent: (kind: ContentKind, body: ContentBody) =>
      transport.http.post(path(kind), { searchParams: search(), json: body }).json<ContentItemReply>(),
    /** PUT console/content/{kind}/{id}: saves an item (a slug change moves both languages). */
    updateContent: (kind: ContentKind, id: string, body: ContentBody) =>
      transport.http.put(path(kind, id), { searchParams: search(), json: body }).json<ContentItemReply>(),
    /** POST console/content/{kind}/{id}/publish: shows the item in the shop, or withdraws it. */
    publishContent: (kind: ContentKind, id: string, published: boolean) =>
      transport.http
        .post(path(kind, `${id}/publish`), { searchParams: search(), json: { published } })
        .json<ContentItemReply>(),
    /** DELETE console/content/{kind}/{id}: deletes both languages (their history stays). */
    deleteContent: (kind: ContentKind, id: string) =>
      transport.http.delete(path(kind, id), { searchParams: search() }).json<DoneReply>(),
  };
}
