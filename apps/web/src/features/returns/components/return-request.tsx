import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import {
  DEFAULT_RETURN_WINDOW_HOURS,
  isWithinReturnWindow,
  RETURN_REASONS,
  type ReturnMedia,
  type ReturnReason,
  type ReturnResolution,
} from '@shop/domain/returns';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useId, useState } from 'react';
import { getApiClient } from '@/lib/api';
import { InlineFormEnd, PILL_BUTTON } from '@/ui/inline-form-end';
import { notifyAccount } from '@/ui/toast';
import { returnQueries } from '../api/return-queries';
import { ReturnMediaPicker } from './return-media-picker';

type Line = {
  _id?: string | undefined;
  ten_vt?: string | null | undefined;
  sl_xuat?: number | null | undefined;
};

/**
 * "Yêu cầu đổi/trả" of a delivered order (issue 33, decisions 076 and 077): within the shop's
 * window after delivery (48 h unless it set another), the units of each line, a reason of the list
 * and a note, photos or a video, refund or exchange. Every refusal shows the server's own message,
 * in the shopper's language.
 */
export function ReturnRequest({
  orderId,
  deliveredAt,
  lines,
  now = new Date(),
}: {
  orderId: string;
  deliveredAt: string | undefined;
  lines: readonly Line[];
  now?: Date;
}) {
  const { t } = useLingui();
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [quantities, setQuantities] = useState<number[]>(() => lines.map(() => 0));
  const [reason, setReason] = useState<ReturnReason>('damaged');
  const [note, setNote] = useState('');
  const [resolution, setResolution] = useState<ReturnResolution>('refund');
  const [media, setMedia] = useState<ReturnMedia[]>([]);
  const [error, setError] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const windowHours =
    useQuery(returnQueries.settings()).data?.return_window_hours ?? DEFAULT_RETURN_WINDOW_HOURS;
  const send = useMutation({
    mutationFn: async () =>
      (await getApiClient()).requestReturn({
        order_id: orderId,
        lines: quantities.map((quantity, line) => ({ line, quantity })).filter((item) => item.quantity > 0),
        reason,
        note,
        resolution,
        media: media.map((item) => item.id),
      }),
    onSuccess: (reply) => {
      void notifyAccount('success', reply.message);
      setIsOpen(false);
      setMedia([]);
      return queryClient.invalidateQueries({ queryKey: returnQueries.all() });
    },
    onError: (failure) =>
      setError(
        failure instanceof ApiError && failure.message
          ? failure.message
          : t`Gửi yêu cầu không thành công, vui lòng thử lại.`,
      ),
  });
  const delivered = deliveredAt ? new Date(deliveredAt) : undefined;
  if (!delivered || Number.isNaN(delivered.getTime()) || !isWithinReturnWindow(delivered, now, windowHours))
    return null;
  const reasons: Record<ReturnReason, string> = {
    damaged: t`Hàng bị hỏng, vỡ`,
    'wrong-item': t`Giao sai sản phẩm`,
    'not-as-described': t`Không đúng mô tả`,
    expired: t`Hết hạn sử dụng`,
    'changed-mind': t`Không còn nhu cầu`,
    other: t`Lý do khác`,
  };
  if (!isOpen)
    return (
      <button
        type="button"
        onClick={() => setIsOpen(true)}
        className={`${PILL_BUTTON} border border-coffee-300 text-coffee-800`}
      >
        <Trans>Yêu cầu đổi/trả</Trans>
      </button>
    );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    send.mutate();
  };
  return (
    <form
      onSubmit={submit}
      className="mt-3 w-full space-y-3 rounded-xl bg-coffee-50 p-3 sm:p-4"
      data-testid="return-form"
    >
      <p className="font-semibold text-coffee-900">
        <Trans>Yêu cầu đổi/trả</Trans>
      </p>
      {lines.map((line, index) => (
        <div
          key={line._id ?? `${line.ten_vt}-${index}`}
          className="flex items-center justify-between gap-3 text-sm"
        >
          <span className="min-w-0 flex-1 text-coffee-900">{line.ten_vt}</span>
          <input
            type="number"
            aria-label={t`Số lượng trả: ${line.ten_vt ?? ''}`}
            min={0}
            max={line.sl_xuat ?? 0}
            value={quantities[index] ?? 0}
            onChange={(event) =>
              setQuantities((current) =>
                current.map((value, at) => (at === index ? Number(event.target.value) : value)),
              )
            }
            className="min-h-11 w-20 rounded-lg border border-coffee-200 bg-white px-2"
          />
        </div>
      ))}
      <label className="block text-sm">
        <Trans>Lý do</Trans>
        <select
          value={reason}
          onChange={(event) =>
            setReason(RETURN_REASONS.find((item) => item === event.target.value) ?? 'other')
          }
          className="mt-1 block min-h-11 w-full rounded-lg border border-coffee-200 bg-white px-2"
        >
          {RETURN_REASONS.map((item) => (
            <option key={item} value={item}>
              {reasons[item]}
            </option>
          ))}
        </select>
      </label>
      <label className="block text-sm">
        <Trans>Mô tả thêm</Trans>
        <textarea
          value={note}
          maxLength={1000}
          onChange={(event) => setNote(event.target.value)}
          className="mt-1 block w-full rounded-lg border border-coffee-200 bg-white p-2"
        />
      </label>
      <ReturnMediaPicker media={media} onChange={setMedia} onError={setError} />
      <fieldset className="text-sm">
        <legend>
          <Trans>Bạn muốn</Trans>
        </legend>
        {(['refund', 'exchange'] as const).map((value) => (
          <label key={value} className="mr-4 inline-flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`${id}-resolution`}
              checked={resolution === value}
              onChange={() => setResolution(value)}
            />
            {value === 'refund' ? <Trans>Hoàn tiền</Trans> : <Trans>Đổi hàng</Trans>}
          </label>
        ))}
      </fieldset>
      <InlineFormEnd
        error={error}
        onClose={() => setIsOpen(false)}
        isBusy={send.isPending}
        submitLabel=<Trans>Gửi yêu cầu</Trans>
      />
    </form>
  );
}
