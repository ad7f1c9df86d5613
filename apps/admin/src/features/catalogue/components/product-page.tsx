import { Trans, useLingui } from '@lingui/react/macro';
import { type ConsoleProductReply, type ProductMarket, productFormSchema } from '@shop/domain/catalogue';
import { VAT_RATES } from '@shop/domain/invoices';
import { formatPrice } from '@shop/domain/primitives';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { ItemTimeline, invalidateItemHistory } from '@/features/history';
import { getConsoleApi } from '@/lib/api';
import { localized } from '@/lib/localized';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Card } from '@/ui/card';
import { CheckboxField, Field, MoneyField, NumberField, SelectField, TextAreaField } from '@/ui/field';
import { Form } from '@/ui/form';
import { PageTitle } from '@/ui/page-title';
import { SaveBar } from '@/ui/save-bar';
import { useForm } from '@/ui/use-form';
import { catalogueKey, catalogueQueries } from '../api/catalogue-queries';
import { draftOf, editorErrors, emptyDraft, formOf, shownPrice } from '../lib/product-draft';
import { ItemOptions } from './item-options';
import { PictureManager } from './picture-manager';
import { ProductActions } from './product-actions';
import { StockLink } from './stock-link';
import { VariantRows } from './variant-rows';
import { Pending } from '@/ui/loading';

/** The product screen: a new product (no id) or a stored one, loaded first. */
export function ProductPage({ id }: { id?: string }) {
  const { t } = useLingui();
  const loaded = useQuery({ ...catalogueQueries.product(id ?? ''), enabled: id !== undefined });
  if (id === undefined) return <ProductEditor key="new" />;
  if (loaded.error || !loaded.data)
    return (
      <Pending query={loaded} failed={t`Không tải được sản phẩm`}>
        <Trans>Đang tải sản phẩm…</Trans>
      </Pending>
    );
  return <ProductEditor key={id} loaded={loaded.data} />;
}

function ProductEditor({ loaded }: { loaded?: ConsoleProductReply }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const stored = loaded?.product;
  const categories = useQuery(catalogueQueries.items('categories'));
  const lines = useQuery(catalogueQueries.items('lines'));
  const form = useForm({
    initial: () => (stored ? draftOf(stored) : emptyDraft()),
    schema: productFormSchema,
    toInput: formOf,
    // readForm keys errors by dotted path (thuoc_tinh.0.gia_ban_le); the editor shows one message
    // per top-level field, the first of each, except a variant's: that one shows on its own row
    // (thuoc_tinh.0 for the row, thuoc_tinh.0.gia_ban_le for a field), so a long list is not searched.
    shownErrors: editorErrors,
    send: async (_read, values) => {
      const api = await getConsoleApi();
      return stored ? api.saveProduct(stored._id, formOf(values)) : api.createProduct(formOf(values));
    },
    // The server's figures (stock, derived price) and the new variants' ids, for the next save.
    keep: (reply) => draftOf(reply.product),
    onSaved: (reply) => {
      void queryClient.invalidateQueries({ queryKey: catalogueKey });
      void invalidateItemHistory(queryClient, 'dmvt', reply.product._id);
      if (!stored) void navigate({ to: '/products/$id', params: { id: reply.product._id } });
    },
    invalidText: t`Vui lòng sửa các ô được đánh dấu.`,
    failure: t`Không lưu được sản phẩm`,
  });
  const draft = form.values;
  const set = form.patch;
  const words = form.error;
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
      <Form form={form} aria-label={t`Sản phẩm`}>
        <Card title={t`Thông tin chung`}>
          <div className="grid gap-3 md:grid-cols-2">
            <Field label={t`Tên sản phẩm (tiếng Việt)`} maxLength={200} {...form.field('ten_vt')} />
            <Field label={t`Tên sản phẩm (tiếng Anh)`} maxLength={200} {...form.field('ten_vt_eng')} />
            <Field label={t`Mã sản phẩm`} maxLength={40} autoComplete="off" {...form.field('ma_vt')} />
            <div className="grid grid-cols-2 gap-3">
              <Field label={t`Đơn vị tính`} maxLength={30} {...form.field('dvt')} />
              <Field label={t`Đơn vị (tiếng Anh)`} maxLength={30} {...form.field('dvt_eng')} />
            </div>
            <SelectField label={t`Danh mục`} {...form.field('ma_nvt')}>
              <option value="">{t`Chọn danh mục`}</option>
              <ItemOptions items={categories.data} />
            </SelectField>
            <SelectField label={t`Dòng sản phẩm`} {...form.field('ma_dong_sp')}>
              <option value="">{t`Theo danh mục`}</option>
              <ItemOptions items={lines.data} />
            </SelectField>
            <TextAreaField label={t`Mô tả (tiếng Việt)`} maxLength={20_000} {...form.field('mo_ta')} />
            <TextAreaField label={t`Mô tả (tiếng Anh)`} maxLength={20_000} {...form.field('mo_ta_eng')} />
          </div>
          <fieldset className="mt-3 flex flex-wrap gap-x-6 gap-y-1">
            <legend className="mb-1 font-semibold text-sm">
              <Trans>Bán trên cửa hàng</Trans>
            </legend>
            <CheckboxField
              label={t`Bán trực tuyến`}
              checked={draft.online}
              onChange={(online) => set({ online })}
              disabled={stored?.archived === true}
            />
            <CheckboxField
              label={t`Nổi bật trên trang chủ`}
              checked={draft.noi_bat}
              onChange={(noi_bat) => set({ noi_bat })}
            />
            <CheckboxField
              label={t`Thị trường nội địa`}
              checked={draft.thi_truong.includes('noi-dia')}
              onChange={(on) => toggleMarket('noi-dia', on)}
            />
            <CheckboxField
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
              <MoneyField label={t`Giá bán lẻ (₫)`} {...form.field('gia_ban_le')} />
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
              <NumberField label={t`Tồn kho ban đầu`} {...form.field('ton')} />
            )}
            <SelectField
              label={t`Thuế suất GTGT (đã gồm trong giá)`}
              hint={t`8% thay cho 10% đến hết 31/12/2026; 5% cho nông sản tươi.`}
              {...form.field('thue_suat')}
              options={VAT_RATES.map((rate) => ({ value: String(rate), label: `${rate}%` }))}
            />
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
        <SaveBar
          sticky
          status={form.status}
          saving={form.saving}
          label={stored ? <Trans>Lưu sản phẩm</Trans> : <Trans>Tạo sản phẩm</Trans>}
        />
      </Form>
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
              thue_suat: t`Thuế suất GTGT (đã gồm trong giá)`,
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
