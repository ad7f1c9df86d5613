/** Five stars, `value` of them filled (rounded to the half for the average). */
export function Stars({ value, label }: { value: number; label: string }) {
  return (
    <span role="img" aria-label={label} className="inline-flex text-amber-500">
      {[1, 2, 3, 4, 5].map((n) => (
        <span key={n} aria-hidden="true" className={n <= Math.round(value) ? '' : 'text-coffee-200'}>
          ★
        </span>
      ))}
    </span>
  );
}
