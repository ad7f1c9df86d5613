import type { AddressSuggestion } from '@shop/domain/accounts';
import { type AddressIndex, normalizeAddress, readAddressIndex, type UnitName } from './address-index.js';

/** Points of the scoring, best match first: a ward inside its named province beats everything. */
export const SCORE = {
  province: 10,
  provinceFullName: 1,
  wardFullName: 8,
  wardBareName: 5,
  formerWardFullName: 6,
  formerWardBareName: 4,
  formerDistrictFullName: 4,
  formerDistrictBareName: 2,
  formerProvinceName: 6,
} as const;

type Span = [start: number, end: number];

/** Where a padded name (' ba dinh ') occurs in normalized text. */
function spansOf(text: string, needle: string): Span[] {
  const spans: Span[] = [];
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
    spans.push([at, at + needle.length]);
  }
  return spans;
}

const isWithin = (span: Span, outer: readonly Span[]) =>
  outer.some(([start, end]) => span[0] >= start && span[1] <= end);

/** Score of a unit's name in the text: full name, else bare name outside the `ignored` spans. */
function nameScore(text: string, name: UnitName, full: number, bare: number, ignored: readonly Span[]) {
  if (text.includes(name.full)) return full;
  if (name.bare && spansOf(text, name.bare).some((span) => !isWithin(span, ignored))) return bare;
  return 0;
}

/**
 * Suggests the current province and ward of a typed address (diacritics, case, punctuation and
 * the usual shorthands ignored). Wards are found by name, or through a former district and ward
 * of a legacy address; a ward in a province the text also names scores highest. Best first, at
 * most `limit`; [] when nothing is recognised.
 */
export function suggestAddress(
  address: string,
  limit = 5,
  index: AddressIndex = readAddressIndex(),
): AddressSuggestion[] {
  const text = normalizeAddress(address);
  const fullWardSpans = index.wards.flatMap((ward) => spansOf(text, ward.name.full));
  const provinceScores = new Map<string, number>();
  const provinceSpans: Span[] = [];
  for (const province of index.provinces) {
    const spans = province.names
      .flatMap((name) => spansOf(text, name))
      .filter((s) => !isWithin(s, fullWardSpans));
    if (spans.length === 0) continue;
    provinceSpans.push(...spans);
    const isFull = province.names[0] !== undefined && text.includes(province.names[0]);
    provinceScores.set(province.ma, SCORE.province + (isFull ? SCORE.provinceFullName : 0));
  }
  const best = new Map<string, AddressSuggestion>();
  const offer = (suggestion: AddressSuggestion) => {
    const key = `${suggestion.ma_tinh_thanh}|${suggestion.ma_xa_phuong}`;
    if ((best.get(key)?.score ?? -1) < suggestion.score) best.set(key, suggestion);
  };
  const offerWard = (code: string, score: number, formerDistrict?: string) => {
    const ward = index.wardByCode.get(code);
    const province = ward && index.provinces.find((p) => p.ma === ward.provinceCode);
    if (!ward || !province) return;
    offer({
      tinh_thanh: province.ten,
      ma_tinh_thanh: province.ma,
      xa_phuong: ward.ten,
      ma_xa_phuong: ward.ma,
      ...(formerDistrict ? { quan_huyen_cu: formerDistrict } : {}),
      score: score + (provinceScores.get(province.ma) ?? 0),
    });
  };
  /** How well the text names a unit, by its full and its bare name's scores (outside the province's words). */
  const scoreOf = (name: UnitName, full: number, bare: number) =>
    nameScore(text, name, full, bare, provinceSpans);
  for (const ward of index.wards) {
    const score = scoreOf(ward.name, SCORE.wardFullName, SCORE.wardBareName);
    if (score > 0) offerWard(ward.ma, score);
  }
  for (const district of index.districts) {
    const districtScore = scoreOf(district.name, SCORE.formerDistrictFullName, SCORE.formerDistrictBareName);
    if (districtScore === 0) continue;
    const provinceBonus = text.includes(district.formerProvinceShort) ? SCORE.formerProvinceName : 0;
    for (const ward of district.wards) {
      const wardScore = scoreOf(ward.name, SCORE.formerWardFullName, SCORE.formerWardBareName);
      if (wardScore > 0) offerWard(ward.newWardCode, wardScore + districtScore + provinceBonus, district.ten);
    }
  }
  for (const province of index.provinces) {
    const score = provinceScores.get(province.ma);
    if (score !== undefined)
      offer({ tinh_thanh: province.ten, ma_tinh_thanh: province.ma, xa_phuong: '', ma_xa_phuong: '', score });
  }
  return [...best.values()]
    .sort((a, b) => b.score - a.score || a.xa_phuong.localeCompare(b.xa_phuong, 'vi'))
    .slice(0, limit);
}
