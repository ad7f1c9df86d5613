import { Trans, useLingui } from '@lingui/react/macro';
import { footerLinksSchema } from '@shop/domain/console';
import {
  FOOTER_LINKS_MAX,
  type FooterLink,
  type FooterPageKind,
  isExternalFooterHref,
} from '@shop/domain/content';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ChangeEvent, useId } from 'react';
import { getConsoleApi } from '@/lib/api';
import { codeText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Field, SelectField } from '@/ui/field';
import { Form } from '@/ui/form';
import { SaveBar } from '@/ui/save-bar';
import { useForm } from '@/ui/use-form';
import { settingsQueries } from '../api/settings-queries';
import { type PageChoice, pageChoices } from '../lib/footer-choices';
import { Pending } from '@/ui/loading';

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
  const links = useQuery(settingsQueries.footerLinks());
  if (links.error || !links.data)
    return (
      <Pending query={links} failed={t`Không tải được danh sách`} compact>
        {t`Đang tải…`}
      </Pending>
    );
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
  const form = useForm({
    initial: () => ({ rows: links.map(toRow) }),
    schema: footerLinksSchema,
    toInput: ({ rows }) => ({
      kind,
      links: rows.map(({ label, label_en, href, href_en }) => ({ label, label_en, href, href_en })),
    }),
    send: async (body) => (await getConsoleApi()).saveFooterLinks(body),
    onSaved: (reply) => queryClient.setQueryData(settingsQueries.footerLinks().queryKey, reply),
  });
  const rows = form.values.rows;
  // The list's own refusal (too many links) is the status; a link's shows on its field.
  const refused = form.errors.links ?? (Object.keys(form.errors).length > 0 ? '' : undefined);
  const status =
    refused === undefined
      ? form.status
      : {
          ok: false,
          text: refused ? (codeText(refused, locale) ?? refused) : t`Vui lòng sửa các ô được đánh dấu.`,
        };

  const change = (next: Row[]) => {
    form.setValues({ rows: next });
    form.setStatus(null);
    form.setErrors({});
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

  return (
    <Card title={title}>
      <Form form={form} aria-label={title}>
        <ol className="flex flex-col gap-3" data-testid={`footer-${kind}`}>
          {rows.map((row, index) => (
            <LinkRow
              key={row.key}
              row={row}
              index={index}
              last={index === rows.length - 1}
              choices={choices}
              error={(field) => form.error(`links.${index}.${field}`)}
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
        <div>
          <Button variant="secondary" onClick={add} disabled={rows.length >= FOOTER_LINKS_MAX}>
            <Trans>Thêm liên kết</Trans>
          </Button>
        </div>
        <SaveBar status={status} saving={form.saving} label={<Trans>Lưu danh sách</Trans>} />
      </Form>
    </Card>
  );
}

const URL_INPUT = { type: 'url', inputMode: 'url', placeholder: 'https://' } as const;

function LinkRow({
  row,
  index,
  last,
  choices,
  error,
  onChange,
  onMove,
  onRemove,
}: {
  row: Row;
  index: number;
  last: boolean;
  choices: PageChoice[];
  error: (field: keyof FooterLink) => string | undefined;
  onChange: (patch: Partial<Row>) => void;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const name = row.label || t`Liên kết ${index + 1}`;
  const known = choices.some((choice) => choice.href === row.href);
  /** One of the row's texts as a field's value, error and change. */
  const bind = (field: 'label' | 'label_en' | 'href' | 'href_en') => ({
    value: row[field],
    error: error(field),
    onChange: (event: ChangeEvent<HTMLInputElement>) => onChange({ [field]: event.target.value }),
  });
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
          <Field label={t`Tên (tiếng Việt)`} {...bind('label')} />
          <Field label={t`Tên (tiếng Anh)`} {...bind('label_en')} />
        </div>
        <div className="flex flex-wrap gap-4 text-sm" role="radiogroup" aria-label={t`Liên kết tới`}>
          {(
            [
              ['page', t`Trang của cửa hàng`],
              ['url', t`Địa chỉ web`],
            ] as const
          ).map(([mode, label]) => (
            <label key={mode} className="flex min-h-11 items-center gap-2">
              <input
                type="radio"
                name={`${id}-mode`}
                checked={row.mode === mode}
                onChange={() => onChange({ mode, href: '', href_en: '' })}
              />
              {label}
            </label>
          ))}
        </div>
        {row.mode === 'page' ? (
          <SelectField
            label={t`Trang`}
            value={row.href}
            error={error('href')}
            onChange={(event) => pick(event.target.value)}
            blank={t`Chọn trang…`}
            options={[
              ...(known || row.href === '' ? [] : [{ value: row.href, label: row.href }]),
              ...choices.map((choice) => ({ value: choice.href, label: `${choice.label} (${choice.href})` })),
            ]}
          />
        ) : (
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={t`Địa chỉ liên kết`} {...URL_INPUT} {...bind('href')} />
            <Field label={t`Địa chỉ liên kết cho tiếng Anh (nếu khác)`} {...URL_INPUT} {...bind('href_en')} />
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
