import type { FooterListsReply } from '@shop/domain/console';
import { FOOTER_PAGE_KINDS, type FooterPageKind } from '@shop/domain/content';

/** A page of the shop a link may lead to: its names and addresses in both languages. */
export type PageChoice = { label: string; label_en: string; href: string; href_en: string };

/** Every policy and guide page (by its group, both languages), then the shop's fixed pages. */
export function pageChoices(pages: FooterListsReply, fixed: Record<string, string>): PageChoice[] {
  const choices: PageChoice[] = [];
  for (const kind of Object.keys(FOOTER_PAGE_KINDS) as FooterPageKind[]) {
    const { basePath } = FOOTER_PAGE_KINDS[kind];
    for (const entry of pages[kind]) {
      if (!entry.vi) continue;
      choices.push({
        label: entry.vi.title,
        label_en: entry.en?.title ?? '',
        href: `${basePath}/${encodeURIComponent(entry.vi.slug)}`,
        href_en: entry.en ? `${basePath}/${encodeURIComponent(entry.en.slug)}` : '',
      });
    }
  }
  choices.push(
    { label: fixed.contact ?? '', label_en: fixed.contact_en ?? '', href: '/lien-he', href_en: '' },
    { label: fixed.news ?? '', label_en: fixed.news_en ?? '', href: '/tin-tuc', href_en: '' },
    { label: fixed.jobs ?? '', label_en: fixed.jobs_en ?? '', href: '/tuyen-dung', href_en: '' },
  );
  return choices;
}
