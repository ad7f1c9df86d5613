import { Trans, useLingui } from '@lingui/react/macro';
import {
  FOOTER_LINKS_MAX,
  FOOTER_PAGE_KINDS,
  type FooterLink,
  type FooterListsReply,
  type FooterPageKind,
  footerLinksSchema,
  isExternalFooterHref,
} from '@shop/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { getConsoleApi } from '@/lib/api';
import { codeText, errorText } from '@/lib/error-text';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Field } from '@/ui/field';
import { settingsQueries } from '../api/settings-queries';
import { SaveBar, type SaveStatus } from './save-bar';

/** A page of the shop a link may lead to: its names and addresses in both languages. */
type PageChoice = { label: string; label_en: string; href: string; href_en: string };
/** A row being edited: the link, and whether it leads to a page of the shop or a web address. */
type Row = FooterLink & { key: number; mode: 'page' | 'url' };

let nextKey = 1;
const toRow = (link: FooterLink): Row => ({
  ...link,
  key: nextKey++,
  mode: isExternalFooterHref(link.href) ? 'url' : 'page',
});

/**
 * The footer's two lists (policies, guides), each the owner's own links (decision 033): add,
 * remove, rename (vi/en), reorder, each leading to a page of the shop or a web address. Until a list
 * is saved, it holds the first pages of its kind (what the footer shows).
 */
export function FooterTab() {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const links = useQuery(settingsQueries.footerLinks());
  if (links.error) return <Alert>{errorText(links.error, locale, t`Không tải được danh sách`)}</Alert>;
  if (!links.data) return <p className="text-coffee-700 text-sm">{t`Đang tải…`}</p>;
  const choices = pageChoices(links.data.pages, {
    contact: t`Liên hệ`,
    contact_en: 'Contact',
    news: t`Tin tức`,
    news_en: 'News',
    jobs: t`Tuyển dụng`,
    jobs_en: 'Careers',
  });
  return (
    <div className="flex flex-col gap-4">
      <p className="text-coffee-700 text-sm">
        <Trans>
          Mỗi danh sách chân trang có tối đa {FOOTER_LINKS_MAX} liên kết, tới một trang của cửa hàng hoặc một
          địa chỉ web. Nội dung các trang sửa ở mục Nội dung.
        </Trans>
      </p>
      <FooterList
        kind="policy"
        title={t`Chính sách khách hàng`}
        links={links.data.links.policy}
        choices={choices}
      />
      <FooterList kind="guide" title={t`Hướng dẫn`} links={links.data.links.guide} choices={choices} />
    </div>
  );
}

/** Every policy and guide page (by its group, both languages), then the shop's fixed pages. */
function pageChoices(pages: FooterListsReply, fixed: Record<string, string>): PageChoice[] {
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

function FooterList({
  kind,
  title,
  links,
  choices,
}: {
  kind: FooterPageKind;
  title: string;
  links: FooterLink[];
  choices: PageChoice[];
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const [rows, setRows] = useState(() => links.map(toRow));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<SaveStatus>(null);
  const [isSaving, setSaving] = useState(false);

  const change = (next: Row[]) => {
    setRows(next);
    setStatus(null);
    setErrors({});
  };
  const update = (key: number, patch: Partial<Row>) =>
    change(rows.map((row) => (row.key === key ? { ...row, ...patch } : row)));
  const move = (index: number, step: -1 | 1) => {
    const next = [...rows];
    const [row] = next.splice(index, 1);
    if (row === undefined) return;
    next.splice(index + step, 0, row);
    change(next);
  };
  const add = () =>
    change([...rows, { key: nextKey++, mode: 'page', label: '', label_en: '', href: '', href_en: '' }]);

  const save = async () => {
    const body = {
      kind,
      links: rows.map(({ label, label_en, href, href_en }) => ({ label, label_en, href, href_en })),
    };
    const read = readForm(footerLinksSchema, body);
    if (!read.ok) {
      const words = Object.fromEntries(
        Object.entries(read.errors).map(([path, code]) => [path, codeText(code, locale) ?? code]),
      );
      setErrors(words);
      setStatus({ ok: false, text: words.links ?? t`Vui lòng sửa các ô được đánh dấu.` });
      return;
    }
    setSaving(true);
    try {
      const reply = await (await getConsoleApi()).saveFooterLinks(read.value);
      queryClient.setQueryData(settingsQueries.footerLinks().queryKey, reply);
      setStatus({ ok: true, text: reply.message });
    } catch (error) {
      setStatus({ ok: false, text: errorText(error, locale, t`Không lưu được, vui lòng thử lại`) });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card title={title}>
      <ol className="flex flex-col gap-3" data-testid={`footer-${kind}`}>
        {rows.map((row, index) => (
          <LinkRow
            key={row.key}
            row={row}
            index={index}
            last={index === rows.length - 1}
            choices={choices}
            errors={errors}
            onChange={(patch) => update(row.key, patch)}
            onMove={(step) => move(index, step)}
            onRemove={() => change(rows.filter((item) => item.key !== row.key))}
          />
        ))}
      </ol>
      {rows.length === 0 ? (
        <p className="text-coffee-700 text-sm">
          <Trans>Danh sách trống: chân trang không hiện cột này.</Trans>
        </p>
      ) : null}
      <div className="mt-3 flex flex-col gap-3">
        <div>
          <Button variant="secondary" onClick={add} disabled={rows.length >= FOOTER_LINKS_MAX}>
            <Trans>Thêm liên kết</Trans>
          </Button>
        </div>
        <SaveBar
          status={status}
          button={
            <Button onClick={() => void save()} disabled={isSaving}>
              <Trans>Lưu danh sách</Trans>
            </Button>
          }
        />
      </div>
    </Card>
  );
}

function LinkRow({
  row,
  index,
  last,
  choices,
  errors,
  onChange,
  onMove,
  onRemove,
}: {
  row: Row;
  index: number;
  last: boolean;
  choices: PageChoice[];
  errors: Record<string, string>;
  onChange: (patch: Partial<Row>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const error = (field: keyof FooterLink) => errors[`links.${index}.${field}`];
  const name = row.label || t`Liên kết ${index + 1}`;
  const known = choices.some((choice) => choice.href === row.href);
  const pick = (href: string) => {
    const choice = choices.find((item) => item.href === href);
    if (!choice) return onChange({ href: '', href_en: '' });
    onChange({
      href: choice.href,
      href_en: choice.href_en,
      label: row.label || choice.label,
      label_en: row.label_en || choice.label_en,
    });
  };
  return (
    <li className="rounded-lg border border-coffee-100 p-3">
      <fieldset className="flex min-w-0 flex-col gap-3">
        <legend className="font-semibold">{t`Liên kết ${index + 1}`}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <Field
            label={t`Tên (tiếng Việt)`}
            value={row.label}
            error={error('label')}
            onChange={(event) => onChange({ label: event.target.value })}
          />
          <Field
            label={t`Tên (tiếng Anh)`}
            value={row.label_en}
            error={error('label_en')}
            onChange={(event) => onChange({ label_en: event.target.value })}
          />
        </div>
        <div className="flex flex-wrap gap-4 text-sm" role="radiogroup" aria-label={t`Liên kết tới`}>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={row.mode === 'page'}
              onChange={() => onChange({ mode: 'page', href: '', href_en: '' })}
            />
            <Trans>Trang của cửa hàng</Trans>
          </label>
          <label className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-mode`}
              checked={row.mode === 'url'}
              onChange={() => onChange({ mode: 'url', href: '', href_en: '' })}
            />
            <Trans>Địa chỉ web</Trans>
          </label>
        </div>
        {row.mode === 'page' ? (
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-page`} className="font-semibold text-sm">
              <Trans>Trang</Trans>
            </label>
            <select
              id={`${id}-page`}
              value={row.href}
              aria-invalid={error('href') ? true : undefined}
              aria-describedby={error('href') ? `${id}-page-error` : undefined}
              onChange={(event) => pick(event.target.value)}
              className="min-h-11 rounded-lg border border-coffee-200 bg-white px-3 text-base aria-invalid:border-guava-700"
            >
              <option value="">{t`Chọn trang…`}</option>
              {known || row.href === '' ? null : <option value={row.href}>{row.href}</option>}
              {choices.map((choice) => (
                <option key={choice.href} value={choice.href}>
                  {choice.label} ({choice.href})
                </option>
              ))}
            </select>
            {error('href') ? (
              <p id={`${id}-page-error`} className="text-guava-700 text-sm">
                {error('href')}
              </p>
            ) : null}
          </div>
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field
              label={t`Địa chỉ liên kết`}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={row.href}
              error={error('href')}
              onChange={(event) => onChange({ href: event.target.value })}
            />
            <Field
              label={t`Địa chỉ liên kết cho tiếng Anh (nếu khác)`}
              type="url"
              inputMode="url"
              placeholder="https://"
              value={row.href_en}
              error={error('href_en')}
              onChange={(event) => onChange({ href_en: event.target.value })}
            />
          </div>
        )}
        <div className="flex flex-wrap gap-1">
          <Button
            variant="secondary"
            disabled={index === 0}
            onClick={() => onMove(-1)}
            aria-label={t`Đưa lên: ${name}`}
          >
            ↑
          </Button>
          <Button
            variant="secondary"
            disabled={last}
            onClick={() => onMove(1)}
            aria-label={t`Đưa xuống: ${name}`}
          >
            ↓
          </Button>
          <Button variant="secondary" onClick={onRemove} aria-label={t`Xoá liên kết: ${name}`}>
            <Trans>Xoá</Trans>
          </Button>
        </div>
      </fieldset>
    </li>
  );
}
