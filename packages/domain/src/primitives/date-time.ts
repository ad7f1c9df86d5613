import { formatDate, parseInstant, VIETNAM_UTC_OFFSET_MINUTES } from './date.js';

/**
 * A moment for display as 'DD/MM/YYYY HH:mm' (24-hour clock) in Vietnam time, in both languages
 * (the console's timeline and inbox). '' for a missing or invalid value, so a render never throws.
 */
export function formatDateTime(value: Date | string | null | undefined): string {
  if (value === null || value === undefined) return '';
  const time = typeof value === 'string' ? parseInstant(value) : value.getTime();
  if (Number.isNaN(time)) return '';
  const day = formatDate(new Date(time));
  if (day === '') return '';
  const shifted = new Date(time + VIETNAM_UTC_OFFSET_MINUTES * 60_000);
  const hours = String(shifted.getUTCHours()).padStart(2, '0');
  const minutes = String(shifted.getUTCMinutes()).padStart(2, '0');
  return `${day} ${hours}:${minutes}`;
}
