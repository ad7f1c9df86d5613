/**
 * The e-mail-or-phone box of the reminder forms ("Báo tôi khi có hàng", the cart's reminder):
 * its error, when there is one, is the element `${id}-error` the form shows under it.
 */
export function ContactInput(props: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  error: string | undefined;
}) {
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
