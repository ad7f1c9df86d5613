import { Trans, useLingui } from '@lingui/react/macro';
import { ApiError } from '@shop/api-client';
import {
  RETURN_MEDIA_LIMITS,
  RETURN_PHOTO_TYPES,
  RETURN_VIDEO_TYPES,
  type ReturnMedia,
} from '@shop/domain/returns';
import { useId } from 'react';
import { FilePickButton } from '@/ui/file-pick-button';
import { useReturnMediaUpload } from '../api/return-queries';

const PHOTO_TYPES: readonly string[] = RETURN_PHOTO_TYPES;
const VIDEO_TYPES: readonly string[] = RETURN_VIDEO_TYPES;

/**
 * The photos (≤ 5, ≤ 10 MB, JPEG/PNG/WebP) and the unboxing video (≤ 1, ≤ 50 MB,
 * MP4/WebM/MOV) of a request: each file checked here before it is sent, then uploaded at once and
 * shown (a preview, a button to take it out). A refusal of the server is shown as it words it.
 */
export function ReturnMediaPicker({
  media,
  onChange,
  onError,
}: {
  media: readonly ReturnMedia[];
  onChange: (next: ReturnMedia[]) => void;
  onError: (message: string | null) => void;
}) {
  const { t } = useLingui();
  const id = useId();
  const upload = useReturnMediaUpload();
  const photos = media.filter((item) => item.kind === 'photo').length;
  const videos = media.filter((item) => item.kind === 'video').length;

  /** Why a file cannot go with the request, or null. */
  const refusal = (file: File, kept: { photos: number; videos: number }) => {
    if (PHOTO_TYPES.includes(file.type)) {
      if (kept.photos >= RETURN_MEDIA_LIMITS.photos) return t`Tối đa 5 ảnh cho một yêu cầu`;
      if (file.size > RETURN_MEDIA_LIMITS.photoBytes) return t`Ảnh không được lớn hơn 10 MB`;
      return null;
    }
    if (VIDEO_TYPES.includes(file.type)) {
      if (kept.videos >= RETURN_MEDIA_LIMITS.videos) return t`Chỉ gửi được 1 video cho một yêu cầu`;
      if (file.size > RETURN_MEDIA_LIMITS.videoBytes) return t`Video không được lớn hơn 50 MB`;
      return null;
    }
    return t`Chỉ nhận ảnh JPEG, PNG, WebP hoặc video MP4, WebM, MOV`;
  };

  const add = async (files: File[]) => {
    onError(null);
    let next = [...media];
    for (const file of files) {
      const kept = {
        photos: next.filter((item) => item.kind === 'photo').length,
        videos: next.filter((item) => item.kind === 'video').length,
      };
      const problem = refusal(file, kept);
      if (problem) {
        onError(problem);
        continue;
      }
      try {
        next = [...next, await upload.mutateAsync(file)];
        onChange(next);
      } catch (failure) {
        onError(
          failure instanceof ApiError && failure.message.trim() !== ''
            ? failure.message
            : t`Tải lên không thành công, vui lòng thử lại.`,
        );
      }
    }
  };

  return (
    <div>
      <p className="text-sm" id={`${id}-media`}>
        <Trans>
          Ảnh và video ({photos}/5 ảnh, {videos}/1 video)
        </Trans>
      </p>
      <ul aria-labelledby={`${id}-media`} className="mt-1 flex flex-wrap gap-2">
        {media.map((item, index) => (
          <li key={item.id} className="relative">
            {item.kind === 'photo' ? (
              <img
                src={item.url}
                alt={t`Ảnh ${index + 1}`}
                width={72}
                height={72}
                className="size-18 rounded-lg object-cover"
              />
            ) : (
              // biome-ignore lint/a11y/useMediaCaption: a preview of the shopper's own video, no captions to give.
              <video src={item.url} aria-label={t`Video`} className="size-18 rounded-lg object-cover" />
            )}
            <button
              type="button"
              onClick={() => onChange(media.filter((kept) => kept.id !== item.id))}
              aria-label={item.kind === 'photo' ? t`Bỏ ảnh ${index + 1}` : t`Bỏ video`}
              className="-right-2 -top-2 absolute flex size-7 items-center justify-center rounded-full bg-white text-guava-700 shadow"
            >
              ×
            </button>
          </li>
        ))}
      </ul>
      {photos < RETURN_MEDIA_LIMITS.photos || videos < RETURN_MEDIA_LIMITS.videos ? (
        <FilePickButton
          label={upload.isPending ? <Trans>Đang tải lên…</Trans> : <Trans>Thêm ảnh hoặc video</Trans>}
          accept={[...PHOTO_TYPES, ...VIDEO_TYPES]}
          isDisabled={upload.isPending}
          tone="coffee"
          onFiles={(files) => void add(files)}
        />
      ) : null}
    </div>
  );
}
