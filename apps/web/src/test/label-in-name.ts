import { expect } from 'vitest';

/**
 * WCAG 2.5.3 Label in Name, as voice control needs it: the control's accessible name holds the
 * text it shows as whole words (axe's `label-content-name-mismatch` only looks for a substring,
 * so 'VI' passes inside 'Tiếng Việt' and 'EN' inside 'English').
 */
export function expectLabelInName(control: HTMLElement) {
  const visible = (control.textContent ?? '').replace(/\s+/g, ' ').trim();
  const name = control.getAttribute('aria-label') ?? visible;
  const words = (text: string) =>
    text
      .toLocaleLowerCase()
      .split(/[\s,.:;()–—-]+/u)
      .filter(Boolean);
  const nameWords = words(name).join(' ');
  expect(` ${nameWords} `, `"${name}" should hold "${visible}"`).toContain(` ${words(visible).join(' ')} `);
}
