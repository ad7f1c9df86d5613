import { Trans, useLingui } from '@lingui/react/macro';
import { MAX_UPLOAD_BYTES, uploadFile } from '@shop/api-client';
import { PRODUCT_MAX_PICTURES } from '@shop/domain/catalogue';
import { type DragEvent, useId, useRef, useState } from 'react';
import { getShopApi } from '@/lib/api';
import { errorText } from '@/lib/error-text';
import { useLanguageStore } from '@/stores/language-store';
import { Alert } from '@/ui/alert';
import { Button } from '@/ui/button';
import { Field } from '@/ui/field';
import { moved, type PictureDraft } from '../lib/product-draft';
import { pictureUrl } from '../lib/picture-url';

/**
 * A product's pictures: files dropped (or chosen) are uploaded through the file API; each picture
 * has its alt text in both languages, moves up or down, becomes the main one (the first) or goes.
 */
export function PictureManager({
  pictures,
  onChange,
  error,
}: {
  pictures: PictureDraft[];
  onChange: (next: PictureDraft[]) => void;
  error?: string | undefined;
}) {
  const { t } = useLingui();
  const locale = useLanguageStore((state) => state.language);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [dragging, setDragging] = useState(false);
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | undefined>();
  const latest = useRef(pictures);
  latest.current = pictures;

  const upload = async (files: readonly File[]) => {
    setProblem(undefined);
    const room = PRODUCT_MAX_PICTURES - latest.current.length;
    const images = files.filter((file) => file.type.startsWith('image/'));
    if (images.length < files.length) setProblem(t`Chỉ nhận tệp ảnh (JPEG, PNG, WebP, AVIF, GIF).`);
    if (images.some((file) => file.size > MAX_UPLOAD_BYTES)) {
      setProblem(t`Mỗi ảnh tối đa 5 MB.`);
      return;
    }
    if (images.length > room) setProblem(t`Một sản phẩm có tối đa ${PRODUCT_MAX_PICTURES} ảnh.`);
    const taken = images.slice(0, Math.max(0, room));
    if (taken.length === 0) return;
    setBusy(true);
    try {
      const { transport } = await getShopApi();
      for (const file of taken) {
        const uploaded = await uploadFile(transport, file, { group: 'dmvt', picturesOnly: true });
        if (!uploaded.type.startsWith('image/')) continue;
        latest.current = [...latest.current, { path: uploaded.link, alt: '', alt_eng: '' }];
        onChange(latest.current);
      }
    } catch (failure) {
      setProblem(errorText(failure, locale, t`Không tải ảnh lên được`));
    } finally {
      setBusy(false);
    }
  };
  const drop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setDragging(false);
    void upload([...event.dataTransfer.files]);
  };
  const set = (index: number, patch: Partial<PictureDraft>) =>
    onChange(pictures.map((picture, at) => (at === index ? { ...picture, ...patch } : picture)));

  return (
    <div className="flex flex-col gap-3">
      <section
        data-testid="picture-drop"
        aria-labelledby={hintId}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={drop}
        className={`flex flex-col items-center gap-2 rounded-xl border-2 border-dashed p-6 text-center ${dragging ? 'border-leaf-700 bg-leaf-50' : 'border-coffee-200'}`}
      >
        <p id={hintId} className="text-coffee-700 text-sm">
          <Trans>Kéo thả ảnh vào đây, hoặc</Trans>
        </p>
        <Button
          variant="secondary"
          disabled={busy}
          aria-describedby={hintId}
          onClick={() => input.current?.click()}
        >
          {busy ? <Trans>Đang tải ảnh lên…</Trans> : <Trans>Chọn ảnh từ máy</Trans>}
        </Button>
        <input
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          multiple
          className="sr-only"
          tabIndex={-1}
          aria-label={t`Chọn ảnh sản phẩm`}
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void upload(files);
          }}
        />
      </section>
      {problem ? <Alert>{problem}</Alert> : null}
      {error ? <Alert>{error}</Alert> : null}
      {pictures.length === 0 ? (
        <p className="text-coffee-700 text-sm">
          <Trans>Chưa có ảnh. Ảnh đầu tiên là ảnh chính của sản phẩm.</Trans>
        </p>
      ) : (
        <ol className="flex flex-col gap-3" data-testid="pictures">
          {pictures.map((picture, index) => (
            <li
              key={picture.path}
              className="flex flex-col gap-3 rounded-xl border border-coffee-100 p-3 sm:flex-row"
            >
              <img
                src={pictureUrl(picture.path)}
                alt={picture.alt || t`Ảnh ${index + 1}`}
                className="size-24 shrink-0 rounded-lg bg-coffee-50 object-cover"
              />
              <div className="grid flex-1 gap-2 sm:grid-cols-2">
                <Field
                  label={t`Mô tả ảnh ${index + 1} (tiếng Việt)`}
                  value={picture.alt}
                  maxLength={200}
                  onChange={(event) => set(index, { alt: event.target.value })}
                />
                <Field
                  label={t`Mô tả ảnh ${index + 1} (tiếng Anh)`}
                  value={picture.alt_eng}
                  maxLength={200}
                  onChange={(event) => set(index, { alt_eng: event.target.value })}
                />
                <div className="flex flex-wrap items-center gap-2 sm:col-span-2">
                  {index === 0 ? (
                    <span className="rounded-full bg-leaf-50 px-3 py-1 font-semibold text-leaf-800 text-xs">
                      <Trans>Ảnh chính</Trans>
                    </span>
                  ) : (
                    <Button variant="secondary" onClick={() => onChange(moved(pictures, index, -index))}>
                      <Trans>Đặt làm ảnh chính</Trans>
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    disabled={index === 0}
                    aria-label={t`Đưa ảnh ${index + 1} lên`}
                    onClick={() => onChange(moved(pictures, index, -1))}
                  >
                    ↑
                  </Button>
                  <Button
                    variant="secondary"
                    disabled={index === pictures.length - 1}
                    aria-label={t`Đưa ảnh ${index + 1} xuống`}
                    onClick={() => onChange(moved(pictures, index, 1))}
                  >
                    ↓
                  </Button>
                  <Button
                    variant="secondary"
                    onClick={() => onChange(pictures.filter((_, at) => at !== index))}
                  >
                    <Trans>Bỏ ảnh {index + 1}</Trans>
                  </Button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
