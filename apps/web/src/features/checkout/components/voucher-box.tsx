import { Trans, useLingui } from '@lingui/react/macro';
import type { VoucherOutcome } from '@shop/api-client';
import { formatPrice } from '@shop/domain/primitives';
import { useId, useState } from 'react';
import { useLanguageStore } from '@/stores/language-store';
import { fieldClass } from '@/ui/text-field';

type VoucherBoxProps = {
  vouchers: readonly VoucherOutcome[];
  isBusy: boolean;
  /** Resolves to the refusal message, or undefined when the code was accepted. */
  onAdd: (code: string) => Promise<string | undefined>;
  onRemove: (code: string) => void;
};

/** Vouchers: add a code (the server says what it takes off, or why not), remove one. */
export function VoucherBox({ vouchers, isBusy, onAdd, onRemove }: VoucherBoxProps) {
  const { t } = useLingui();
  const language = useLanguageStore((state) => state.language);
  const id = useId();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();

  // Not a <form>: it sits inside the order's form, and forms cannot nest. Enter applies the code.
  const apply = async () => {
    if (isBusy || code.trim() === '') return;
    const typed = code;
    const refusal = await onAdd(typed);
    setError(refusal);
    // Typing may have gone on while the server answered: only the applied code is cleared.
    if (!refusal) setCode((current) => (current === typed ? '' : current));
  };

  return (
    <div className="grid gap-3">
      <div className="grid gap-1.5">
        <label htmlFor={id} className="font-semibold text-coffee-800 text-sm">
          <Trans>Mã giảm giá</Trans>
        </label>
        <div className="flex gap-2">
          <input
            id={id}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={(event) => {
              if (event.key !== 'Enter') return;
              event.preventDefault();
              void apply();
            }}
            autoComplete="off"
            autoCapitalize="characters"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            className={`${fieldClass} min-h-11 uppercase`}
          />
          <button
            type="button"
            onClick={() => void apply()}
            disabled={isBusy}
            className="min-h-11 shrink-0 rounded-full border border-leaf-700 px-4 font-semibold text-leaf-800 hover:bg-leaf-50 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 disabled:opacity-60"
          >
            <Trans>Áp dụng</Trans>
          </button>
        </div>
        {error ? (
          <p id={`${id}-error`} role="alert" className="text-guava-700 text-sm">
            {error}
          </p>
        ) : null}
      </div>
      {vouchers.length > 0 ? (
        <ul aria-label={t`Mã giảm giá đã áp dụng`} className="grid gap-2">
          {vouchers.map((voucher) => (
            <li
              key={voucher.ma}
              className="flex items-center justify-between gap-2 rounded-xl bg-leaf-50 px-3 py-2 text-sm"
            >
              <span>
                <span className="font-semibold text-leaf-800">{voucher.ma}</span>{' '}
                <span className="text-coffee-700">−{formatPrice(voucher.so_tien_giam, language)}</span>
              </span>
              <button
                type="button"
                disabled={isBusy}
                onClick={() => onRemove(voucher.ma)}
                aria-label={t`Bỏ mã ${voucher.ma}`}
                className="min-h-9 rounded-full px-3 font-semibold text-guava-700 hover:bg-guava-50 focus-visible:outline-2 focus-visible:outline-leaf-700 disabled:opacity-60"
              >
                <Trans>Bỏ</Trans>
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
