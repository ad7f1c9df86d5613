import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { unitQueries } from './unit-queries';
import { useDebouncedValue } from './use-debounced-value';

type AddressSuggestionProps = {
  addressLine: string;
  province: string;
  ward: string;
  onApply: (suggestion: { tinh_thanh: string; xa_phuong: string }) => void;
};

/**
 * Suggests the province and ward of a typed address line (GET /api/asskey), so a shopper who
 * wrote "12 Lê Lợi, P. Bến Thành, Q.1, TP HCM" does not have to find them in two long lists.
 * Shown only while the pickers are not both filled, and only for a ward-level match.
 */
export function AddressSuggestion({ addressLine, province, ward, onApply }: AddressSuggestionProps) {
  const settled = useDebouncedValue(addressLine.trim(), 500);
  const isWanted = province === '' || ward === '';
  const { data } = useQuery({
    ...unitQueries.suggestions(settled),
    enabled: isWanted && settled.length >= 6,
  });
  const best = data?.find((suggestion) => suggestion.xa_phuong !== '');
  if (!isWanted || !best) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-leaf-50 px-3.5 py-2.5 text-coffee-800 text-sm"
    >
      <p>
        <Trans>Gợi ý:</Trans>{' '}
        <span className="font-semibold">
          {best.xa_phuong}, {best.tinh_thanh}
        </span>
      </p>
      <button
        type="button"
        onClick={() => onApply(best)}
        className="min-h-9 rounded-full border border-leaf-600 px-3 font-semibold text-leaf-800 hover:bg-leaf-100 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2"
      >
        <Trans>Dùng gợi ý này</Trans>
      </button>
    </div>
  );
}
