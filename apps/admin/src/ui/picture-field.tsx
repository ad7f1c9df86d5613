import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_UPLOAD_BYTES } from '@shop/api-client';
import { useMutation } from '@tanstack/react-query';
import { useId } from 'react';
import { getShopApi } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';

/**
 * One picture: the current one shown, a file input that uploads the chosen file (pictures only, at
 * most 5 MB) to the server's `group` folder and gives its link to `onChange`.
 */
export function PictureField({
  label,
  value,
  group,
  currentAlt,
  error,
  onChange,
}: {
  label: string;
  value: string;
  group: string;
  currentAlt: string;
  error?: string | undefined;
  onChange: (link: string) => void;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const id = useId();
  const upload = useMutation({
    mutationFn: async (file: File) => {
      if (file.size > MAX_UPLOAD_BYTES) throw new Error(t`Ảnh tối đa 5 MB`);
      return (await getShopApi()).uploadFile(file, { group, picturesOnly: true });
    },
    onSuccess: (file) => onChange(file.link),
  });
  return (
    <div className="flex flex-wrap items-end gap-3">
      {value ? <img src={value} alt={currentAlt} className="h-20 w-32 rounded-lg object-cover" /> : null}
      <div className="flex flex-col gap-1">
        <label htmlFor={id} className="font-semibold text-sm">
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) upload.mutate(file);
          }}
          className="text-sm file:mr-3 file:min-h-11 file:rounded-lg file:border file:border-coffee-200 file:bg-white file:px-3"
        />
        {upload.isPending ? (
          <p role="status" className="text-coffee-700 text-sm">
            <Trans>Đang tải ảnh lên…</Trans>
          </p>
        ) : null}
        {upload.error ? (
          <p className="text-guava-700 text-sm">
            {errorText(upload.error, locale, t`Không tải được ảnh lên`)}
          </p>
        ) : null}
        {error ? <p className="text-guava-700 text-sm">{error}</p> : null}
      </div>
    </div>
  );
}
