import type { ReactNode } from 'react';

/**
 * A pill that opens the file picker (several files at once) and hands the files picked over; the
 * input is emptied at once, so picking the same file again is seen again.
 */
export function FilePickButton({
  label,
  accept,
  isDisabled,
  tone = 'leaf',
  onFiles,
}: {
  label: ReactNode;
  accept: readonly string[];
  isDisabled: boolean;
  tone?: 'leaf' | 'coffee';
  onFiles: (files: File[]) => void;
}) {
  const colours = tone === 'leaf' ? 'border-leaf-300 text-leaf-800' : 'border-coffee-300 text-coffee-800';
  return (
    <label
      className={`mt-2 inline-flex min-h-11 cursor-pointer items-center rounded-full border bg-white px-4 text-sm has-[:focus-visible]:outline-2 ${colours}`}
    >
      {label}
      <input
        type="file"
        accept={accept.join(',')}
        multiple
        className="sr-only"
        disabled={isDisabled}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          onFiles(files);
        }}
      />
    </label>
  );
}
