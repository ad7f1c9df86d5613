import { expect } from 'vitest';

/** The name without its parenthesised asides, which axe (4.14, Lighthouse 13's) does not count. */
const withoutParentheses = (text: string) => text.replace(/\([^()]*\)/g, ' ');

/**
 * WCAG 2.5.3 Label in Name, as voice control needs it: the control's accessible name holds the
 * text it shows as whole words (axe's `label-content-name-mismatch` only looked for a substring,
 * so 'VI' passed inside 'Tiếng Việt' and 'EN' inside 'English'), outside parentheses (axe 4.14
 * drops a name's parentheticals: 'Giỏ hàng (2 sản phẩm)' does not hold a shown '2').
 */
export function expectLabelInName(control: HTMLElement) {
  const visible = (control.textContent ?? '').replace(/\s+/g, ' ').trim();
  const name = withoutParentheses(control.getAttribute('aria-label') ?? visible);
  const words = (text: string) =>
    text
      .toLocaleLowerCase()
      .split(/[\s,.:;()–—-]+/u)
      .filter(Boolean);
  const nameWords = words(name).join(' ');
  expect(` ${nameWords} `, `"${name}" should hold "${visible}"`).toContain(` ${words(visible).join(' ')} `);
}
