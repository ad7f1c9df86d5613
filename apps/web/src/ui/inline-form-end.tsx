import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A pill button of a form inside a card (the order card's review and return forms). */
export const PILL_BUTTON =
  'inline-flex min-h-11 items-center justify-center rounded-full px-5 font-semibold text-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-leaf-700 disabled:opacity-50';

/**
 * The end of a form opened inside a card: the refusal (the server's words, announced), then
 * "Đóng" and the form's submit button.
 */
export function InlineFormEnd({
  error,
  onClose,
  isBusy,
  submitLabel,
}: {
  error: string | null;
  onClose(): void;
  isBusy: boolean;
  submitLabel: ReactNode;
}) {
  return (
    <>
      {error ? (
        <p role="alert" className="text-guava-700 text-sm">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap justify-end gap-2">
        <button
          type="button"
          onClick={onClose}
          className={`${PILL_BUTTON} border border-coffee-200 text-coffee-800`}
        >
          <Trans>Đóng</Trans>
        </button>
        <button
          type="submit"
          disabled={isBusy}
          aria-busy={isBusy}
          className={`${PILL_BUTTON} bg-leaf-700 text-white hover:bg-leaf-800`}
        >
          {submitLabel}
        </button>
      </div>
    </>
  );
}
