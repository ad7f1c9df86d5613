import { parseInstant } from '@shop/domain/primitives';
import { toVietnamInputValue } from '@shop/domain/promotions';

/**
 * An instant as the value of a datetime-local input, in Vietnam time ('' for none), as the
 * promotions and schedules read theirs: the owner sees the shop's hour whatever zone the computer
 * is set to, and the list (Vietnam time) shows the same hour as the editor.
 */
export function toLocalInput(iso: string | null | undefined): string {
  return toVietnamInputValue(iso).slice(0, 16);
}

/** A datetime-local value read in Vietnam time, as an instant (UTC ISO); '' and unreadable text stay. */
export function fromLocalInput(value: string): string {
  if (value === '') return '';
  const time = parseInstant(value);
  return Number.isNaN(time) ? value : new Date(time).toISOString();
}
