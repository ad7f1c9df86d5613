import { Trans, useLingui } from '@lingui/react/macro';
import { formatPrice } from '@shop/domain/primitives';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { meQuery } from '@/features/auth';
import { getConsoleApi } from '@/lib/api';
import { useLanguageStore } from '@/stores/language-store';
import { SelectField, TextAreaField } from '@/ui/field';
import type {
  ConsoleReturn,
  ReturnInstructions,
  ReturnReceiveAction,
  ReturnStepName,
} from '@shop/domain/returns';
import { StepDialog } from './step-dialog';

const GATEWAYS: Record<string, string> = { momo: 'MoMo', zalopay: 'ZaloPay', vnpay: 'VNPay' };

/**
 * The steps the server says the return's state allows (`actions`, decision 077): approve (send
 * back or keep, a note), receive (restock or write off, a reason), refund (only with the 'refund'
 * right) or exchange, reject (a reason).
 */
export function ReturnActions({ item }: { item: ConsoleReturn }) {
  // Money back is the 'refund' right's (the owner's by default), as every refund is.
  const canRefund = useQuery(meQuery()).data?.areas.includes('refund') === true;
  const can = (step: ReturnStepName) => item.actions.includes(step);
  return (
    <div className="flex flex-wrap gap-2" data-testid="return-actions">
      {can('approve') ? <ApproveStep id={item._id} /> : null}
      {can('receive') ? <ReceiveStep id={item._id} /> : null}
      {can('refund') && canRefund ? <RefundStep item={item} /> : null}
      {can('exchange') ? <ExchangeStep item={item} /> : null}
      {can('reject') ? <RejectStep id={item._id} /> : null}
    </div>
  );
}

/** A step's two fields: a choice between two ways (the first unless another is picked) and a text. */
function ChoiceAndText<T extends string>({
  choiceLabel,
  choices,
  choice,
  onChoice,
  textLabel,
  text,
  maxLength,
  onText,
}: {
  choiceLabel: string;
  choices: readonly [[T, string], [T, string]];
  choice: T;
  onChoice: (value: T) => void;
  textLabel: string;
  text: string;
  maxLength: number;
  onText: (value: string) => void;
}) {
  return (
    <div className="flex flex-col gap-3">
      <SelectField
        label={choiceLabel}
        value={choice}
        onChange={(event) => onChoice(event.target.value === choices[1][0] ? choices[1][0] : choices[0][0])}
      >
        {choices.map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        label={textLabel}
        value={text}
        maxLength={maxLength}
        onChange={(event) => onText(event.target.value)}
      />
    </div>
  );
}

function ApproveStep({ id }: { id: string }) {
  const { t } = useLingui();
  const [instructions, setInstructions] = useState<ReturnInstructions>('send-back');
  const [note, setNote] = useState('');
  return (
    <StepDialog
      label={t`Duyệt yêu cầu`}
      done={t`Đã duyệt yêu cầu đổi trả`}
      run={async () => (await getConsoleApi()).approveReturn(id, { instructions, note: note.trim() })}
    >
      <ChoiceAndText
        choiceLabel={t`Hướng dẫn cho khách`}
        choices={[
          ['send-back', t`Gửi hàng về cửa hàng`],
          ['keep', t`Khách giữ lại hàng, không cần gửi về`],
        ]}
        choice={instructions}
        onChoice={setInstructions}
        textLabel={t`Ghi chú cho khách`}
        text={note}
        maxLength={1000}
        onText={setNote}
      />
    </StepDialog>
  );
}

function ReceiveStep({ id }: { id: string }) {
  const { t } = useLingui();
  const [action, setAction] = useState<ReturnReceiveAction>('restock');
  const [reason, setReason] = useState('');
  return (
    <StepDialog
      label={t`Đã nhận hàng trả`}
      done={t`Đã ghi nhận hàng trả về`}
      check={() => (action === 'write-off' && reason.trim() === '' ? t`Vui lòng nhập lý do huỷ hàng` : null)}
      run={async () => (await getConsoleApi()).receiveReturn(id, { action, reason: reason.trim() })}
    >
      <ChoiceAndText
        choiceLabel={t`Hàng trả về`}
        choices={[
          ['restock', t`Nhập lại kho`],
          ['write-off', t`Huỷ hàng (không bán lại được)`],
        ]}
        choice={action}
        onChoice={setAction}
        textLabel={t`Lý do`}
        text={reason}
        maxLength={500}
        onText={setReason}
      />
    </StepDialog>
  );
}

function RefundStep({ item }: { item: ConsoleReturn }) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const amount = formatPrice(item.refund_amount, locale);
  const gateway = GATEWAYS[item.payment.gateway ?? ''] ?? item.payment.gateway ?? '';
  const how =
    item.payment.kind === 'gateway'
      ? t`Tiền được hoàn qua ${gateway} về tài khoản khách đã thanh toán.`
      : item.payment.kind === 'transfer'
        ? t`Khoản hoàn hiện ở màn Thanh toán để cửa hàng chuyển khoản lại cho khách.`
        : t`Đơn thu hộ (COD): khoản hoàn hiện ở màn Thanh toán để cửa hàng chuyển khoản cho khách.`;
  return (
    <StepDialog
      label={t`Hoàn tiền`}
      title={t`Hoàn tiền ${amount}`}
      done={t`Đã gửi yêu cầu hoàn ${amount}`}
      run={async () => (await getConsoleApi()).refundReturn(item._id)}
    >
      <p data-testid="refund-how">
        <Trans>
          Hoàn cho khách <strong>{amount}</strong>.
        </Trans>{' '}
        {how}
      </p>
    </StepDialog>
  );
}

function ExchangeStep({ item }: { item: ConsoleReturn }) {
  const { t } = useLingui();
  return (
    <StepDialog
      label={t`Tạo đơn đổi hàng`}
      done={t`Đã tạo đơn đổi hàng`}
      run={async () => (await getConsoleApi()).exchangeReturn(item._id)}
    >
      <p>
        <Trans>
          Tạo đơn mới không tính tiền với các sản phẩm của yêu cầu này; tồn kho được kiểm tra và giữ cho đơn
          mới.
        </Trans>
      </p>
    </StepDialog>
  );
}

function RejectStep({ id }: { id: string }) {
  const { t } = useLingui();
  const [reason, setReason] = useState('');
  return (
    <StepDialog
      label={t`Từ chối`}
      title={t`Từ chối yêu cầu đổi trả`}
      variant="danger"
      done={t`Đã từ chối yêu cầu đổi trả`}
      check={() => (reason.trim() === '' ? t`Vui lòng nhập lý do từ chối` : null)}
      run={async () => (await getConsoleApi()).rejectReturn(id, { reason: reason.trim() })}
    >
      <TextAreaField
        label={t`Lý do từ chối (khách sẽ thấy)`}
        value={reason}
        maxLength={500}
        onChange={(event) => setReason(event.target.value)}
      />
    </StepDialog>
  );
}
