import { Trans } from '@lingui/react/macro';
import { RETURN_RESOLUTIONS, RETURN_STATUSES } from '@shop/domain/returns';
import { Link } from '@tanstack/react-router';
import { useReturnLabels } from '../lib/return-labels';

/** A return's step as the order's timeline keeps it ('doi_tra': the return's id, status, kind, note). */
interface ReturnChangeValue {
  ma?: unknown;
  trang_thai?: unknown;
  yeu_cau?: unknown;
  ghi_chu?: unknown;
}

/**
 * One step of a return on its order's timeline (issue 33): what was asked and where it stands,
 * the note the shopper was given, linked to the return's page.
 */
export function ReturnChange({ value }: { value: unknown }) {
  const labels = useReturnLabels();
  const change: ReturnChangeValue = typeof value === 'object' && value !== null ? value : {};
  const status = RETURN_STATUSES.find((item) => item === change.trang_thai);
  const resolution = RETURN_RESOLUTIONS.find((item) => item === change.yeu_cau);
  const note = typeof change.ghi_chu === 'string' ? change.ghi_chu : '';
  const words = `${resolution ? labels.resolution[resolution] : ''}: ${status ? labels.status[status] : ''}`;
  return (
    <>
      <Trans>Đổi trả</Trans>{' '}
      {typeof change.ma === 'string' ? (
        <Link to="/returns/$returnId" params={{ returnId: change.ma }} className="text-leaf-700 underline">
          {words}
        </Link>
      ) : (
        words
      )}
      {note ? ` (${note})` : null}
    </>
  );
}
