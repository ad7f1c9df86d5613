import { Trans, useLingui } from '@lingui/react/macro';
import type { ContentKind } from '@shop/domain/content';
import { Card } from '@/ui/card';
import { ChoiceTabs } from '@/ui/choice-tabs';
import { CheckboxField, DateTimeField, Field, NumberField, SelectField, TextAreaField } from '@/ui/field';
import { PictureField } from '@/ui/picture-field';
import { CATEGORY_LABELS, KIND_CATEGORIES } from '../lib/content-labels';
import type { Language, Values } from '../lib/content-values';
import { MarkdownEditor } from './markdown-editor';

/** What the cards of the editor read and write: the values, a field's message, and setting one. */
export interface ContentFormParts {
  kind: ContentKind;
  values: Values;
  error: (field: string) => string | undefined;
  set: (field: string, value: string | boolean) => void;
}

/** The fields both languages share: category, addresses, dates, the job's count, cover, shown. */
export function GeneralCard({
  kind,
  values,
  error,
  set,
  onSlugTyped,
}: ContentFormParts & { onSlugTyped: (field: 'slug' | 'slug_en') => void }) {
  const { t, i18n } = useLingui();
  const text = (key: string) => String(values[key] ?? '');
  const categories = KIND_CATEGORIES[kind];
  const slug = (field: 'slug' | 'slug_en') => ({
    value: text(field),
    error: error(field),
    autoComplete: 'off',
    spellCheck: false,
    onChange: (event: { target: { value: string } }) => {
      onSlugTyped(field);
      set(field, event.target.value);
    },
  });
  return (
    <Card title={<Trans>Thông tin chung</Trans>}>
      <div className="grid gap-4 sm:grid-cols-2">
        {categories.length > 0 ? (
          <SelectField
            label={kind === 'pages' ? t`Loại trang` : t`Danh mục`}
            value={text('category')}
            error={error('category')}
            onChange={(event) => set('category', event.target.value)}
            options={categories.map((value) => ({ value, label: i18n._(CATEGORY_LABELS[value]) }))}
          />
        ) : null}
        <Field label={kind === 'pages' ? t`Đường dẫn (tiếng Việt)` : t`Đường dẫn`} {...slug('slug')} />
        {kind === 'pages' ? (
          <Field label={t`Đường dẫn (tiếng Anh)`} {...slug('slug_en')} />
        ) : (
          <DateTimeField
            label={t`Ngày đăng`}
            step={undefined}
            value={text('publish_at')}
            onChange={(event) => set('publish_at', event.target.value)}
            error={error('publish_at')}
          />
        )}
        {kind === 'jobs' ? (
          <>
            <NumberField
              label={t`Số lượng tuyển`}
              type="number"
              min={1}
              value={text('so_luong_tuyen')}
              onChange={(event) => set('so_luong_tuyen', event.target.value)}
              error={error('so_luong_tuyen')}
            />
            <DateTimeField
              label={t`Hạn nộp hồ sơ`}
              step={undefined}
              value={text('han_nop')}
              onChange={(event) => set('han_nop', event.target.value)}
              error={error('han_nop')}
            />
          </>
        ) : null}
      </div>
      {kind === 'news' ? (
        <div className="mt-4">
          <PictureField
            label={t`Ảnh bìa`}
            value={text('picture')}
            group="news"
            currentAlt={t`Ảnh bìa hiện tại`}
            error={error('picture')}
            onChange={(link) => set('picture', link)}
          />
        </div>
      ) : null}
      <CheckboxField
        className="mt-4 font-semibold"
        checked={values.published === true}
        onChange={(published) => set('published', published)}
        label={
          kind === 'pages' ? (
            <Trans>Hiển thị trên cửa hàng</Trans>
          ) : (
            <Trans>Hiển thị trên cửa hàng từ ngày đăng</Trans>
          )
        }
      />
    </Card>
  );
}

/** The texts of one language at a time (tabs): title, summary, a job's details, the body. */
export function LanguageCard({
  kind,
  values,
  error,
  set,
  language,
  onLanguage,
}: ContentFormParts & { language: Language; onLanguage: (language: Language) => void }) {
  const { t } = useLingui();
  const lang = language;
  const field = (name: string) => ({
    value: String(values[`${name}_${lang}`] ?? ''),
    error: error(`${name}_${lang}`),
    onChange: (event: { target: { value: string } }) => set(`${name}_${lang}`, event.target.value),
  });
  return (
    <Card title={<Trans>Nội dung hai ngôn ngữ</Trans>}>
      <ChoiceTabs
        label={t`Ngôn ngữ`}
        value={language}
        onChange={onLanguage}
        choices={[
          { value: 'vi', label: t`Tiếng Việt` },
          { value: 'en', label: t`Tiếng Anh` },
        ]}
      />
      <div key={lang} lang={lang} className="flex flex-col gap-4">
        <Field label={lang === 'vi' ? t`Tiêu đề (tiếng Việt)` : t`Tiêu đề (tiếng Anh)`} {...field('title')} />
        {kind !== 'pages' ? (
          <TextAreaField
            label={lang === 'vi' ? t`Tóm tắt (tiếng Việt)` : t`Tóm tắt (tiếng Anh)`}
            rows={3}
            className="[&_textarea]:min-h-0"
            {...field('summary')}
          />
        ) : null}
        {kind === 'jobs' ? (
          <div className="grid gap-4 sm:grid-cols-3">
            <Field label={t`Địa điểm`} {...field('dia_diem')} />
            <Field label={t`Mức lương`} {...field('muc_luong')} />
            <Field label={t`Hình thức`} {...field('hinh_thuc')} />
          </div>
        ) : null}
        <MarkdownEditor
          label={lang === 'vi' ? t`Nội dung (tiếng Việt)` : t`Nội dung (tiếng Anh)`}
          value={String(values[`content_${lang}`] ?? '')}
          onChange={(value) => set(`content_${lang}`, value)}
          error={error(`content_${lang}`)}
          lang={lang}
        />
      </div>
    </Card>
  );
}
