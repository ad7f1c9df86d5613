import { Trans, useLingui } from '@lingui/react/macro';
import type { PromotionWriteReply } from '@shop/api-client';
import { toVietnamInputValue } from '@shop/domain/promotions';
import { type UseQueryResult, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type * as v from 'valibot';
import { type FieldLabels, invalidateItemHistory, ItemTimeline } from '@/features/history';
import { getConsoleApi } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Card } from '@/ui/card';
import { ConfirmAction } from '@/ui/confirm-dialog';
import { DateTimeField } from '@/ui/field';
import { Form } from '@/ui/form';
import { PageTitle } from '@/ui/page-title';
import { type SaveStatus, SaveBar } from '@/ui/save-bar';
import { type FormState, useForm } from '@/ui/use-form';
import { invalidatePromotions } from '../api/promotion-queries';
import type { ItemKind } from '../lib/item-kinds';
import { PromotionsNav } from './shared';

/**
 * The create screen (no id) or the edit screen of an item of the area: its title, the area's tabs,
 * the form (given the stored item, or undefined for a new one) and, when editing, its timeline.
 */
export function ItemScreen<TItem extends { _id: string }>({
  title,
  kind,
  id,
  item,
  loadError,
  labels,
  form,
}: {
  title: string;
  /** The kind of item (its history's collection). */
  kind: { collection: string };
  id: string | undefined;
  item: UseQueryResult<TItem>;
  loadError: string;
  labels: FieldLabels;
  form: (item: TItem | undefined) => ReactNode;
}) {
  const locale = useLanguageStore((state) => state.language);
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <PromotionsNav />
      {item.error ? <Alert>{errorText(item.error, locale, loadError)}</Alert> : null}
      {id && !item.data ? null : (
        <div className="grid grid-cols-1 gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div key={item.data?._id ?? 'new'}>{form(item.data)}</div>
          {id && item.data ? <ItemTimeline collection={kind.collection} id={id} labels={labels} /> : null}
        </div>
      )}
    </>
  );
}

/**
 * The form of an item of the area, on the console's scaffold: the body is built from the values
 * (texts), read with the kind's domain schema and saved; a new item then opens its edit screen, an
 * edited one shows the message and its timeline is read again. `ended` takes the reply of an
 * "end now" / "disable" action.
 */
export function useItemForm<
  TValues extends { hieu_luc_tu: string; hieu_luc_den: string },
  TSchema extends v.GenericSchema,
  TItem extends { _id: string },
>(
  kind: ItemKind<TSchema, TItem>,
  item: TItem | undefined,
  { initial, toBody }: { initial: () => TValues; toBody: (values: TValues) => v.InferInput<TSchema> },
) {
  const { collection } = kind;
  const navigate = useNavigate();
  const { t } = useLingui();
  const queryClient = useQueryClient();
  const form = useForm({
    initial,
    schema: kind.schema,
    toInput: toBody,
    // The schema read the body built from the values: that body is what is sent.
    send: async (_read, values) => kind.save(await getConsoleApi(), toBody(values), item?._id),
    onSaved: async (reply) => {
      await invalidatePromotions(queryClient);
      if (!item) return kind.open(navigate, reply.item._id);
      return invalidateItemHistory(queryClient, collection, item._id);
    },
    failure: t`Không lưu được`,
  });
  return {
    ...form,
    /** An "end now" / "disable" action was taken: its message, and the window's new end. */
    ended: async (reply: PromotionWriteReply<{ hieu_luc_den?: string | null }>) => {
      const end = toVietnamInputValue(reply.item.hieu_luc_den);
      const next = { ...form.values, hieu_luc_den: end };
      if (form.isDirty()) form.setValues(next);
      else form.markSaved(next);
      form.setStatus({ ok: true, text: reply.message });
      await invalidatePromotions(queryClient);
      if (item) await invalidateItemHistory(queryClient, collection, item._id);
    },
  };
}

/**
 * An item's form in its card: the fields (children), then the save bar with the stored item's own
 * actions (end now, delete, disable) beside Save.
 */
export function ItemFormCard({
  title,
  label,
  form,
  actions,
  children,
}: {
  title: string;
  label: string;
  form: FormState & { status: SaveStatus; saving: boolean };
  actions: ReactNode;
  children: ReactNode;
}) {
  return (
    <Card title={title}>
      <Form form={form} aria-label={label}>
        {children}
        <SaveBar status={form.status} saving={form.saving} label={<Trans>Lưu</Trans>}>
          {actions}
        </SaveBar>
      </Form>
    </Card>
  );
}

type WindowForm = {
  field: (name: 'hieu_luc_tu' | 'hieu_luc_den') => {
    value: string;
    error: string | undefined;
    onChange: (event: { target: { value: string } }) => void;
  };
};

/** The start and end of an item's window, typed in Vietnam time (seconds kept). */
export function WindowFields({ form }: { form: WindowForm }) {
  const { t } = useLingui();
  return (
    <>
      <DateTimeField label={t`Bắt đầu (giờ Việt Nam)`} {...form.field('hieu_luc_tu')} />
      <DateTimeField label={t`Kết thúc (giờ Việt Nam)`} {...form.field('hieu_luc_den')} />
    </>
  );
}

/**
 * A stored promotion's or flash sale's own actions: end it now (the window's end becomes now) and
 * delete it (back to its list); nothing for an item not stored yet.
 */
export function EndAndDelete({
  kind,
  id,
  onEnded,
}: {
  kind: 'promotion' | 'flash-sale';
  id: string | undefined;
  onEnded: (reply: PromotionWriteReply<{ hieu_luc_den?: string | null }>) => unknown;
}) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  if (!id) return null;
  const isSale = kind === 'flash-sale';
  return (
    <>
      <ConfirmAction
        label={t`Kết thúc ngay`}
        question={
          isSale
            ? t`Kết thúc flash sale này ngay bây giờ? Cửa hàng sẽ bán lại theo giá bán lẻ.`
            : t`Kết thúc chương trình này ngay bây giờ? Cửa hàng sẽ bán lại theo giá bán lẻ.`
        }
        run={async () => {
          const api = await getConsoleApi();
          return isSale ? api.endFlashSale(id) : api.endPromotion(id);
        }}
        onDone={onEnded}
      />
      <ConfirmAction
        variant="danger"
        label={t`Xoá`}
        question={
          isSale
            ? t`Xoá flash sale này? Lịch sử thay đổi vẫn được giữ.`
            : t`Xoá chương trình này? Lịch sử thay đổi vẫn được giữ.`
        }
        run={async () => {
          const api = await getConsoleApi();
          return isSale ? api.deleteFlashSale(id) : api.deletePromotion(id);
        }}
        onDone={async () => {
          await invalidatePromotions(queryClient);
          await navigate({ to: isSale ? '/promotions/flash-sales' : '/promotions' });
        }}
      />
    </>
  );
}
