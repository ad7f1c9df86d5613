/** A row of mutually exclusive choices shown as tabs (a period, a filter); the current one is marked. */
export function ChoiceTabs<T extends string>({
  label,
  choices,
  value,
  onChange,
}: {
  label: string;
  choices: readonly { value: T; label: string; count?: number | undefined }[];
  value: T;
  onChange: (value: T) => void;
}) {
  return (
    <nav aria-label={label} className="-mx-4 mb-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-coffee-200 border-b">
        {choices.map((choice) => (
          <li key={choice.value}>
            <button
              type="button"
              aria-current={choice.value === value ? 'page' : undefined}
              onClick={() => onChange(choice.value)}
              className="flex min-h-11 items-center gap-2 border-transparent border-b-2 px-3 font-semibold text-coffee-700 text-sm aria-[current=page]:border-leaf-700 aria-[current=page]:text-leaf-800"
            >
              {choice.label}
              {choice.count === undefined ? null : (
                <span className="rounded-full bg-coffee-100 px-2 text-coffee-900 text-xs">
                  {choice.count}
                </span>
              )}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
