import { useEffect, useState } from 'react';

/**
 * The e-mail-or-phone box of the reminder forms ("Báo tôi khi có hàng", the cart's reminder):
 * its error, when there is one, is the element `${id}-error` the form shows under it.
 * A shopper may type into the server-rendered box before the page hydrates, and hydration puts the
 * form's state back into it: what was typed is read from the page on the first render (before
 * React resets the box) and handed to `onChange` once mounted.
 */
export function ContactInput(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
  const [typedBeforeHydration] = useState(() =>
    typeof document === 'undefined'
      ? ''
      : ((document.getElementById(props.id) as HTMLInputElement | null)?.value ?? ''),
  );
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount
  useEffect(() => {
    if (typedBeforeHydration !== '' && props.value === '') props.onChange(typedBeforeHydration);
  }, []);
  return (
    <input
      id={props.id}
      name="lien_he"
      autoComplete="email"
      value={props.value}
      onChange={(event) => props.onChange(event.target.value)}
      aria-invalid={props.error ? true : undefined}
      aria-describedby={props.error ? `${props.id}-error` : undefined}
      className="min-h-11 w-full rounded-full border border-coffee-300 bg-white px-4 text-coffee-900 focus:outline-2 focus:outline-leaf-300"
    />
  );
}
