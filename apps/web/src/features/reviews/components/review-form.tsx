import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError, type ReviewableLine } from '@shop/api-client';
import { REVIEW_MAX_PHOTOS, REVIEW_TEXT_MAX } from '@shop/domain/reviews';
import { type FormEvent, useId, useState } from 'react';
import { FilePickButton } from '@/ui/file-pick-button';
import { InlineFormEnd } from '@/ui/inline-form-end';
import { useReviewPhotoUpload, useReviewSave } from '../api/use-review-save';

/** The photo types the server keeps (decision 047) and the upload route's size limit. */
const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
const PHOTO_MAX_BYTES = 5 * 1024 * 1024;

type FormPhoto = { _id: string; src: string };

/** The server's message of a refusal (written in the language the shop sent), else `fallback`. */
const serverMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.message.trim() !== '' ? error.message : fallback;

/**
 * Writes or edits the review of one delivered line (issue 33): 1–5 stars, a text, up to five
 * photos. Every refusal shows the server's own message, in the shopper's language (a shopper who
 * did not receive the order: 'Chỉ khách đã nhận hàng của đơn này mới được đánh giá sản phẩm').
 */
export function ReviewForm({ line, onDone }: { line: ReviewableLine; onDone(): void }) {
  const { t } = useLingui();
  const id = useId();
  const [stars, setStars] = useState(line.review?.stars ?? 0);
  const [text, setText] = useState(line.review?.text ?? '');
  const [photos, setPhotos] = useState<FormPhoto[]>(
    line.review?.photos.map((photo) => ({ _id: photo._id, src: photo.thumb })) ?? [],
  );
  const [error, setError] = useState<string | null>(null);
  const save = useReviewSave(line);
  const upload = useReviewPhotoUpload();

  const addPhotos = async (files: File[]) => {
    setError(null);
    for (const file of files.slice(0, REVIEW_MAX_PHOTOS - photos.length)) {
      if (!PHOTO_TYPES.includes(file.type)) {
        setError(t`Ảnh phải là JPEG, PNG hoặc WebP`);
        continue;
      }
      if (file.size > PHOTO_MAX_BYTES) {
        setError(t`Ảnh không được lớn hơn 5 MB`);
        continue;
      }
      try {
        const uploaded = await upload.mutateAsync(file);
        setPhotos((current) => [...current, { _id: uploaded._id, src: uploaded.link }]);
      } catch (failure) {
        setError(serverMessage(failure, t`Tải ảnh lên không thành công, vui lòng thử lại.`));
      }
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (stars < 1) {
      setError(t`Vui lòng chọn số sao`);
      return;
    }
    setError(null);
    save.mutate(
      { stars, text: text.trim(), photos: photos.map((photo) => photo._id) },
      {
        onSuccess: onDone,
        onError: (failure) =>
          setError(serverMessage(failure, t`Gửi đánh giá không thành công, vui lòng thử lại.`)),
      },
    );
  };

  return (
    <form
      onSubmit={submit}
      className="mt-3 space-y-3 rounded-xl bg-leaf-50 p-3 sm:p-4"
      data-testid="review-form"
    >
      <fieldset>
        <legend className="font-medium text-coffee-900 text-sm">
          <Trans>Số sao</Trans>
        </legend>
        <div className="mt-1 flex gap-1">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className={`flex size-11 cursor-pointer items-center justify-center rounded-lg text-3xl has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-leaf-700 ${n <= stars ? 'text-amber-500' : 'text-coffee-200'}`}
            >
              <input
                type="radio"
                name={`${id}-stars`}
                value={n}
                checked={stars === n}
                onChange={() => setStars(n)}
                className="sr-only"
                aria-label={t`${n} sao`}
              />
              <span aria-hidden="true">★</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div>
        <label htmlFor={`${id}-text`} className="font-medium text-coffee-900 text-sm">
          <Trans>Nhận xét</Trans>
        </label>
        <textarea
          id={`${id}-text`}
          value={text}
          maxLength={REVIEW_TEXT_MAX}
          rows={4}
          onChange={(event) => setText(event.target.value)}
          placeholder={t`Sản phẩm có đúng mô tả không? Hương vị thế nào?`}
          className="mt-1 w-full rounded-lg border border-coffee-200 bg-white p-2 text-coffee-900"
        />
      </div>
      <div>
        <p className="font-medium text-coffee-900 text-sm" id={`${id}-photos`}>
          <Trans>
            Hình ảnh ({photos.length}/{REVIEW_MAX_PHOTOS})
          </Trans>
        </p>
        <ul aria-labelledby={`${id}-photos`} className="mt-1 flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo._id} className="relative">
              <img
                src={photo.src}
                alt={t`Ảnh ${index + 1}`}
                width={72}
                height={72}
                className="size-18 rounded-lg object-cover"
              />
              <button
                type="button"
                onClick={() => setPhotos((current) => current.filter((kept) => kept._id !== photo._id))}
                aria-label={t`Bỏ ảnh ${index + 1}`}
                className="-right-2 -top-2 absolute flex size-7 items-center justify-center rounded-full bg-white text-guava-700 shadow"
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        {photos.length < REVIEW_MAX_PHOTOS ? (
          <FilePickButton
            label={<Trans>Thêm ảnh</Trans>}
            accept={PHOTO_TYPES}
            isDisabled={upload.isPending}
            onFiles={(files) => void addPhotos(files)}
          />
        ) : null}
      </div>
      <InlineFormEnd
        error={error}
        onClose={onDone}
        isBusy={save.isPending || upload.isPending}
        submitLabel={line.review ? <Trans>Lưu đánh giá</Trans> : <Trans>Gửi đánh giá</Trans>}
      />
    </form>
  );
}
