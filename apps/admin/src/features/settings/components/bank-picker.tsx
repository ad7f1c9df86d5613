import { Combobox, ComboboxInput, ComboboxOption, ComboboxOptions } from '@headlessui/react';
import { Trans } from '@lingui/react/macro';
import { findVietQrBank, searchVietQrBanks, type VietQrBank } from '@shop/domain/payments';
import { useState } from 'react';
import { CONTROL, FieldFrame } from '@/ui/field';
import type { FieldControlProps } from './setting-form';

/** At most this many banks are listed at once; typing narrows the list. */
const SHOWN = 30;

/**
 * The bank of the VietQR account, picked from the VietQR (NAPAS) list by its short name, legal name,
 * code or BIN: picking one sets both the BIN and the bank's name.
 */
export function BankPicker({ label, values, error, set }: FieldControlProps) {
  const [query, setQuery] = useState('');
  const bin = String(values.ngan_hang_bin ?? '');
  const selected = findVietQrBank(bin) ?? null;
  const found = searchVietQrBanks(query);
  return (
    <FieldFrame
      label={label}
      error={error}
      control={(props) => (
        <Combobox
          value={selected}
          by="bin"
          onChange={(bank: VietQrBank | null) => {
            if (bank) set({ ngan_hang_bin: bank.bin, ten_ngan_hang: bank.shortName });
          }}
          onClose={() => setQuery('')}
        >
          <ComboboxInput
            {...props}
            data-testid="bank-picker"
            autoComplete="off"
            displayValue={(bank: VietQrBank | null) =>
              bank ? `${bank.shortName} (${bank.bin})` : String(values.ten_ngan_hang ?? '')
            }
            onChange={(event) => setQuery(event.target.value)}
            className={`${CONTROL} px-3`}
          />
          <ComboboxOptions
            anchor="bottom start"
            className="z-50 max-h-72 w-(--input-width) overflow-y-auto rounded-lg border border-coffee-200 bg-white p-1 shadow-lg empty:invisible"
          >
            {found.slice(0, SHOWN).map((bank) => (
              <ComboboxOption
                key={bank.bin}
                value={bank}
                className="flex min-h-11 cursor-pointer flex-col justify-center rounded-md px-3 py-1 data-focus:bg-leaf-50"
              >
                <span className="font-semibold text-sm">
                  {bank.shortName} · {bank.bin}
                </span>
                <span className="text-coffee-700 text-xs">{bank.name}</span>
              </ComboboxOption>
            ))}
            {found.length === 0 ? (
              <p className="px-3 py-2 text-coffee-700 text-sm">
                <Trans>Không có ngân hàng nào khớp</Trans>
              </p>
            ) : null}
          </ComboboxOptions>
        </Combobox>
      )}
    />
  );
}
