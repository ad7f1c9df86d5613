import { Trans, useLingui } from '@lingui/react/macro';
import { type ConsoleProductReply, formatPrice, type ProductMarket, productFormSchema } from '@shop/domain';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { ItemTimeline, invalidateItemHistory } from '@/features/history';
import { getConsoleApi } from '@/lib/api';
import { codeText, errorText } from '@/lib/error-text';
import { localized } from '@/lib/localized';
import { readForm } from '@/lib/read-form';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Card } from '@/ui/card';
import { Field } from '@/ui/field';
import { PageTitle } from '@/ui/page-title';
import { catalogueKey, catalogueQueries } from '../api/catalogue-queries';
import {
  draftOf,
  editorErrors,
  emptyDraft,
  formOf,
  type ProductDraft,
  shownPrice,
} from '../lib/product-draft';
import { ItemOptions } from './item-options';
import { PictureManager } from './picture-manager';
import { ProductActions } from './product-actions';
import { StockLink } from './stock-link';
import { VariantRows } from './variant-rows';

const INPUT = 'min-h-11 rounded-lg border border-coffee-200 bg-white px-3 text-base';

/** The product screen: a new product (no id) or a stored one, loaded first. */
export function ProductEditorPage({ id }: { id?: string }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const loaded = useQuery({ ...catalogueQueries.product(id ?? ''), enabled: id !== undefined });
  if (id === undefined) return <ProductEditor key="new" />;
  if (loaded.error) return <Alert>{errorText(loaded.error, locale, t`Không tải được sản phẩm`)}</Alert>;
  if (!loaded.data)
    return (
      <p role="status" className="py-10 text-center text-coffee-700">
        <Trans>Đang tải sản phẩm…</Trans>
      </p>
    );
  return <ProductEditor key={id} loaded={loaded.data} />;
}

function ProductEditor({ loaded }: { loaded?: ConsoleProductReply }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const stored = loaded?.product;
  const [draft, setDraft] = useState<ProductDraft>(() => (stored ? draftOf(stored) : emptyDraft()));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState('');
  const categories = useQuery(catalogueQueries.items('categories'));
  const lines = useQuery(catalogueQueries.items('lines'));
  const set = (patch: Partial<ProductDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const words = (field: string) => {
    const code = errors[field];
    return code ? (codeText(code, locale) ?? code) : undefined;
  };

  const save = useMutation({
    mutationFn: async (form: ReturnType<typeof formOf>) => {
      const api = await getConsoleApi();
      return stored ? api.saveProduct(stored._id, form) : api.createProduct(form);
    },
    onSuccess: (reply) => {
      setSaved(reply.message);
      // The server's figures (stock, derived price) and the new variants' ids, for the next save.
      setDraft(draftOf(reply.product));
      void queryClient.invalidateQueries({ queryKey: catalogueKey });
      void invalidateItemHistory(queryClient, 'dmvt', reply.product._id);
      if (!stored) void navigate({ to: '/products/$id', params: { id: reply.product._id } });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSaved('');
    const form = formOf(draft);
    const checked = readForm(productFormSchema, form);
    if (!checked.ok) {
      // readForm keys errors by dotted path (thuoc_tinh.0.gia_ban_le); the editor shows one message
      // per top-level field, the first of each, except a variant's: that one shows on its own row
      // (thuoc_tinh.0 for the row, thuoc_tinh.0.gia_ban_le for a field), so a long list is not searched.
      setErrors(editorErrors(checked.errors));
      return;
    }
    setErrors({});
    save.mutate(form);
  };
  const hasVariants = draft.thuoc_tinh.length > 0;
  const name = stored ? localized(stored.ten_vt, stored.ten_vt_eng, locale) : '';
  const toggleMarket = (market: ProductMarket, on: boolean) =>
    set({
      thi_truong: on
        ? [...new Set([...draft.thi_truong, market])]
        : draft.thi_truong.filter((m) => m !== market),
    });

  return (
    <>
      <p className="mb-2 text-sm">
        <Link to="/products" className="text-leaf-700 underline">
          <Trans>← Sản phẩm</Trans>
        </Link>
      </p>
      <PageTitle
        aside={
          stored && !stored.archived && stored.online !== false ? (
            <a
              href={`/mua-hang/san-pham/${encodeURIComponent(stored.ma_vt)}`}
              target="_blank"
              rel="noreferrer"
              className="text-leaf-700 text-sm underline"
            >
              <Trans>Xem trên cửa hàng</Trans>
            </a>
          ) : undefined
        }
      >
        {stored ? name : <Trans>Sản phẩm mới</Trans>}
      </PageTitle>
      {stored?.archived ? (
        <p className="mb-4 rounded-lg bg-coffee-100 px-4 py-3 text-sm">
          <Trans>Sản phẩm đã được lưu trữ: ẩn khỏi cửa hàng. Khôi phục để bán lại.</Trans>
        </p>
      ) : null}
      <form onSubmit={submit} noValidate className="flex flex-col gap-4" aria-label={t`Sản phẩm`}>
        <Card title={t`Thông tin chung`}>
          <div className="grid gap-3 md:grid-cols-2">
            <Field
              label={t`Tên sản phẩm (tiếng Việt)`}
              value={draft.ten_vt}
              maxLength={200}
              onChange={(event) => set({ ten_vt: event.target.value })}
              error={words('ten_vt')}
            />
            <Field
              label={t`Tên sản phẩm (tiếng Anh)`}
              value={draft.ten_vt_eng}
              maxLength={200}
              onChange={(event) => set({ ten_vt_eng: event.target.value })}
              error={words('ten_vt_eng')}
            />
            <Field
              label={t`Mã sản phẩm`}
              value={draft.ma_vt}
              maxLength={40}
              autoComplete="off"
              onChange={(event) => set({ ma_vt: event.target.value })}
              error={words('ma_vt')}
            />
            <div className="grid grid-cols-2 gap-3">
              <Field
                label={t`Đơn vị tính`}
                value={draft.dvt}
                maxLength={30}
                onChange={(event) => set({ dvt: event.target.value })}
                error={words('dvt')}
              />
              <Field
                label={t`Đơn vị (tiếng Anh)`}
                value={draft.dvt_eng}
                maxLength={30}
                onChange={(event) => set({ dvt_eng: event.target.value })}
                error={words('dvt_eng')}
              />
            </div>
            <SelectField
              label={t`Danh mục`}
              value={draft.ma_nvt}
              error={words('ma_nvt')}
              onChange={(value) => set({ ma_nvt: value })}
            >
              <option value="">{t`Chọn danh mục`}</option>
              <ItemOptions items={categories.data} />
            </SelectField>
            <SelectField
              label={t`Dòng sản phẩm`}
              value={draft.ma_dong_sp}
              error={words('ma_dong_sp')}
              onChange={(value) => set({ ma_dong_sp: value })}
            >
              <option value="">{t`Theo danh mục`}</option>
              <ItemOptions items={lines.data} />
            </SelectField>
            <TextArea
              label={t`Mô tả (tiếng Việt)`}
              value={draft.mo_ta}
              error={words('mo_ta')}
              onChange={(value) => set({ mo_ta: value })}
            />
            <TextArea
              label={t`Mô tả (tiếng Anh)`}
              value={draft.mo_ta_eng}
              error={words('mo_ta_eng')}
              onChange={(value) => set({ mo_ta_eng: value })}
            />
          </div>
          <fieldset className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
            <legend className="mb-1 font-semibold text-sm">
              <Trans>Bán trên cửa hàng</Trans>
            </legend>
            <Check
              label={t`Bán trực tuyến`}
              checked={draft.online}
              onChange={(online) => set({ online })}
              disabled={stored?.archived === true}
            />
            <Check
              label={t`Nổi bật trên trang chủ`}
              checked={draft.noi_bat}
              onChange={(noi_bat) => set({ noi_bat })}
            />
            <Check
              label={t`Thị trường nội địa`}
              checked={draft.thi_truong.includes('noi-dia')}
              onChange={(on) => toggleMarket('noi-dia', on)}
            />
            <Check
              label={t`Thị trường xuất khẩu`}
              checked={draft.thi_truong.includes('xuat-khau')}
              onChange={(on) => toggleMarket('xuat-khau', on)}
            />
          </fieldset>
        </Card>
        <Card title={t`Giá và tồn kho`}>
          <div className="grid gap-3 md:grid-cols-2">
            {hasVariants ? (
              <div className="flex flex-col gap-1">
                <span className="font-semibold text-sm">
                  <Trans>Giá bán lẻ</Trans>
                </span>
                <output className="flex min-h-11 items-center font-semibold">
                  {Number.isNaN(shownPrice(draft)) ? '—' : formatPrice(shownPrice(draft), locale)}
                </output>
                <span className="text-coffee-700 text-sm">
                  <Trans>Giá thấp nhất của các biến thể đang bán.</Trans>
                </span>
              </div>
            ) : (
              <Field
                label={t`Giá bán lẻ (₫)`}
                inputMode="numeric"
                value={draft.gia_ban_le}
                onChange={(event) => set({ gia_ban_le: event.target.value })}
                error={words('gia_ban_le')}
              />
            )}
            {stored || hasVariants ? (
              <div className="flex flex-col gap-1">
                <span className="font-semibold text-sm">
                  <Trans>Tồn kho</Trans>
                </span>
                <span className="flex min-h-11 items-center gap-3">
                  <output className="font-semibold" data-testid="stock">
                    {stored ? stored.ton : '—'}
                  </output>
                  {stored ? <StockLink code={stored.ma_vt} /> : null}
                </span>
                {hasVariants ? (
                  <span className="text-coffee-700 text-sm">
                    <Trans>Tổng tồn kho của các biến thể.</Trans>
                  </span>
                ) : null}
              </div>
            ) : (
              <Field
                label={t`Tồn kho ban đầu`}
                inputMode="numeric"
                value={draft.ton}
                onChange={(event) => set({ ton: event.target.value })}
                error={words('ton')}
              />
            )}
          </div>
        </Card>
        <Card title={t`Biến thể (màu, kích cỡ)`}>
          {words('thuoc_tinh') ? <Alert>{words('thuoc_tinh')}</Alert> : null}
          <VariantRows
            error={words}
            code={draft.ma_vt}
            variants={draft.thuoc_tinh}
            onChange={(thuoc_tinh) => set({ thuoc_tinh })}
          />
        </Card>
        <Card title={t`Ảnh sản phẩm`}>
          <PictureManager
            pictures={draft.pictures}
            onChange={(pictures) => set({ pictures })}
            error={words('pictures')}
          />
        </Card>
        {save.error ? <Alert>{errorText(save.error, locale, t`Không lưu được sản phẩm`)}</Alert> : null}
        {Object.keys(errors).length > 0 ? (
          <Alert>
            <Trans>Vui lòng sửa các ô được đánh dấu.</Trans>
          </Alert>
        ) : null}
        <div className="sticky bottom-0 flex flex-wrap items-center gap-3 border-coffee-100 border-t bg-white/95 py-3">
          <Button type="submit" disabled={save.isPending}>
            {stored ? <Trans>Lưu sản phẩm</Trans> : <Trans>Tạo sản phẩm</Trans>}
          </Button>
          <p role="status" className="font-semibold text-leaf-800 text-sm">
            {saved}
          </p>
        </div>
      </form>
      {loaded ? <ProductActions loaded={loaded} /> : null}
      {stored ? (
        <div className="mt-6">
          <ItemTimeline
            collection="dmvt"
            id={stored._id}
            labels={{
              ma_vt: t`Mã sản phẩm`,
              ten_vt: t`Tên sản phẩm (tiếng Việt)`,
              ten_vt_eng: t`Tên sản phẩm (tiếng Anh)`,
              mo_ta: t`Mô tả (tiếng Việt)`,
              mo_ta_eng: t`Mô tả (tiếng Anh)`,
              dvt: t`Đơn vị tính`,
              dvt_eng: t`Đơn vị (tiếng Anh)`,
              ma_nvt: t`Danh mục`,
              ma_dong_sp: t`Dòng sản phẩm`,
              gia_ban_le: t`Giá bán lẻ`,
              ton: t`Tồn kho`,
              thuoc_tinh: t`Biến thể (màu, kích cỡ)`,
              picture: t`Ảnh chính`,
              pictures: t`Ảnh sản phẩm`,
              pictures_alt: t`Mô tả ảnh`,
              thi_truong: t`Thị trường`,
              noi_bat: t`Nổi bật trên trang chủ`,
              online: t`Bán trực tuyến`,
              archived: t`Đã lưu trữ`,
            }}
          />
        </div>
      ) : null}
    </>
  );
}

/** A label above its control, the error below it and announced with it (aria-describedby). */
function Labelled({
  label,
  error,
  control,
}: {
  label: string;
  error: string | undefined;
  control: (props: { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }) => ReactNode;
}) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="font-semibold text-sm">
        {label}
      </label>
      {control(error ? { id, 'aria-invalid': true, 'aria-describedby': errorId } : { id })}
      {error ? (
        <p id={errorId} className="text-guava-700 text-sm">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function SelectField({
  label,
  value,
  error,
  onChange,
  children,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
  children: ReactNode;
}) {
  return (
    <Labelled
      label={label}
      error={error}
      control={(props) => (
        <select {...props} className={INPUT} value={value} onChange={(event) => onChange(event.target.value)}>
          {children}
        </select>
      )}
    />
  );
}

function TextArea({
  label,
  value,
  error,
  onChange,
}: {
  label: string;
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}) {
  return (
    <Labelled
      label={label}
      error={error}
      control={(props) => (
        <textarea
          {...props}
          className={`${INPUT} min-h-32 py-2`}
          value={value}
          maxLength={20_000}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    />
  );
}

function Check({
  label,
  checked,
  disabled,
  onChange,
}: {
  label: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-11 items-center gap-2 text-sm">
      <input
        type="checkbox"
        className="size-5"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange(event.target.checked)}
      />
      {label}
    </label>
  );
}
