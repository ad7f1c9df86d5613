import { useLingui } from '@lingui/react/macro';
import type { ReturnMedia } from '@shop/domain/returns';

/** The shopper's photos (opened full size in a new tab) and video (played here). */
export function ReturnMediaList({ media }: { media: readonly ReturnMedia[] }) {
  const { t } = useLingui();
  const photos = media.filter((item) => item.kind === 'photo');
  const videos = media.filter((item) => item.kind === 'video');
  return (
    <div className="flex flex-col gap-3">
      {photos.length > 0 ? (
        <ul className="flex flex-wrap gap-2">
          {photos.map((photo, index) => (
            <li key={photo.id}>
              <a href={photo.url} target="_blank" rel="noopener noreferrer">
                <img
                  src={photo.url}
                  alt={t`Ảnh ${index + 1} của khách`}
                  width={96}
                  height={96}
                  className="size-24 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      ) : null}
      {videos.map((video) => (
        // biome-ignore lint/a11y/useMediaCaption: the shopper's own unboxing video has no captions to give.
        <video
          key={video.id}
          src={video.url}
          controls
          preload="metadata"
          className="w-full max-w-md rounded-lg"
        >
          <a href={video.url}>{t`Video của khách`}</a>
        </video>
      ))}
    </div>
  );
}
