/**
 * Moves focus to the first field marked invalid once the errors are drawn, so a shopper on a
 * phone, whose submit button sits far below the fields, lands on what to fix.
 */
export function focusFirstInvalid(form: HTMLFormElement): void {
  requestAnimationFrame(() => {
    form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  });
}
