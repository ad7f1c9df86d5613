/**
 * VietQR payloads (NAPAS 247, EMVCo merchant-presented QR): tag-length-value fields, the NAPAS
 * GUID and "transfer to account" service code, the amount, the memo (order code) and a CRC16.
 */

const NAPAS_GUID = 'A000000727';
const SERVICE_TO_ACCOUNT = 'QRIBFTTA';
const CURRENCY_VND = '704';
const COUNTRY = 'VN';
/** Banks' apps cap the memo at 25 characters of plain ASCII. */
const MEMO_MAX = 25;

/** One EMVCo field: id, two-digit length, value. */
export function tlv(id: string, value: string): string {
  if (value.length > 99) throw new RangeError(`EMVCo field ${id} is longer than 99 characters`);
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF), as EMVCo requires; four upper-case hex digits. */
export function crc16ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, 'utf8')) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit += 1) {
      crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
    }
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A memo banks accept: without diacritics, letters, digits and spaces only, at most 25 characters. */
export function cleanMemo(memo: string): string {
  return memo
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/g, 'd')
    .replace(/Đ/g, 'D')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MEMO_MAX);
}

export interface VietQrInput {
  /** The bank's 6-digit NAPAS BIN. */
  bin: string;
  accountNumber: string;
  /** Integer VND; omitted or 0 gives a static code without an amount. */
  amount?: number;
  memo?: string;
}

/** The payload string to encode in the QR image. */
export function buildVietQrPayload(input: VietQrInput): string {
  const beneficiary = tlv('00', input.bin) + tlv('01', input.accountNumber);
  const merchant = tlv('00', NAPAS_GUID) + tlv('01', beneficiary) + tlv('02', SERVICE_TO_ACCOUNT);
  const hasAmount = input.amount !== undefined && input.amount > 0;
  const memo = cleanMemo(input.memo ?? '');
  let payload =
    tlv('00', '01') +
    tlv('01', hasAmount ? '12' : '11') +
    tlv('38', merchant) +
    tlv('53', CURRENCY_VND) +
    (hasAmount ? tlv('54', String(Math.round(input.amount ?? 0))) : '') +
    tlv('58', COUNTRY);
  if (memo !== '') payload += tlv('62', tlv('08', memo));
  payload += '6304';
  return payload + crc16ccitt(payload);
}
