import { describe, expect, it } from 'vitest';
import { foldWords, withoutMarks } from './fold.js';

describe('withoutMarks and foldWords', () => {
  it.each([
    ['Đặng Thu', 'Dang Thu', 'dang thu'],
    ['Mã_vận đơn', 'Ma_van don', 'ma van don'],
    ['  Thành phố   Hồ Chí Minh ', '  Thanh pho   Ho Chi Minh ', 'thanh pho ho chi minh'],
    ['ĐẶC KHU Phú Quốc!', 'DAC KHU Phu Quoc!', 'dac khu phu quoc'],
    ['Quận 01', 'Quan 01', 'quan 01'],
    ['---', '---', ''],
  ])('%j: without marks %j (case, spaces and punctuation kept), folded %j', (text, plain, folded) => {
    expect(withoutMarks(text)).toBe(plain);
    expect(foldWords(text)).toBe(folded);
  });
});
