import { Trans, useLingui } from '@lingui/react/macro';
import { RichText } from '@shop/content-render';
import { useId, useState } from 'react';

/**
 * A Markdown body and its preview, rendered by the shop's own renderer (@shop/content-render):
 * side by side on a wide screen, as two tabs on a phone.
 */
export function MarkdownEditor({
  label,
  value,
  onChange,
  error,
  lang,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | undefined;
  lang: 'vi' | 'en';
}) {
  const { t } = useLingui();
  const id = useId();
  const [view, setView] = useState<'write' | 'preview'>('write');
  const tab = (which: 'write' | 'preview', text: string) => (
    <button
      type="button"
      role="tab"
      id={`${id}-tab-${which}`}
      aria-selected={view === which}
      aria-controls={`${id}-${which}`}
      onClick={() => setView(which)}
      className="min-h-11 border-transparent border-b-2 px-3 font-semibold text-coffee-700 text-sm aria-selected:border-leaf-700 aria-selected:text-leaf-800"
    >
      {text}
    </button>
  );
  return (
    <div className="flex flex-col gap-2">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={`${id}-input`} className="font-semibold text-sm">
          {label}
        </label>
        <div
          role="tablist"
          aria-label={t`Soạn thảo hoặc xem trước`}
          className="flex border-coffee-200 border-b lg:hidden"
        >
          {tab('write', t`Soạn thảo`)}
          {tab('preview', t`Xem trước`)}
        </div>
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        <div
          id={`${id}-write`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-write`}
          className={view === 'write' ? 'flex flex-col gap-1' : 'hidden flex-col gap-1 lg:flex'}
        >
          <textarea
            id={`${id}-input`}
            lang={lang}
            value={value}
            onChange={(event) => onChange(event.target.value)}
            rows={16}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${id}-help${error ? ` ${id}-error` : ''}`}
            className="min-h-64 w-full rounded-lg border border-coffee-200 bg-white p-3 font-mono text-sm leading-relaxed aria-invalid:border-guava-700"
          />
          <p id={`${id}-help`} className="text-coffee-700 text-xs">
            <Trans>
              Markdown: ## tiêu đề, **đậm**, *nghiêng*, - danh sách, [chữ](https://liên-kết), &gt; trích dẫn.
            </Trans>
          </p>
          {error ? (
            <p id={`${id}-error`} className="text-guava-700 text-sm">
              {error}
            </p>
          ) : null}
        </div>
        <section
          id={`${id}-preview`}
          role="tabpanel"
          aria-labelledby={`${id}-tab-preview`}
          aria-label={t`Xem trước`}
          lang={lang}
          className={`${view === 'preview' ? 'block' : 'hidden lg:block'} min-h-64 rounded-lg border border-coffee-100 bg-[#fdfbf6] p-4`}
          data-testid="markdown-preview"
        >
          {value.trim() === '' ? (
            <p className="text-coffee-700 text-sm">
              <Trans>Bản xem trước hiện ở đây, đúng như trên cửa hàng.</Trans>
            </p>
          ) : (
            <RichText source={value} />
          )}
        </section>
      </div>
    </div>
  );
}
