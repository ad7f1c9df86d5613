import { useLingui } from '@lingui/react/macro';
import type { ReturnMedia } from '@shop/domain/returns';
import { PhotoThumbs } from '@/ui/photo-thumbs';

/** The shopper's photos (opened full size in a new tab) and video (played here). */
export function ReturnMediaList({ media }: { media: readonly ReturnMedia[] }) {
  const { t } = useLingui();
  const videos = media.filter((item) => item.kind === 'video');
  return (
    <div className="flex flex-col gap-3">
      <PhotoThumbs
        photos={media
          .filter((item) => item.kind === 'photo')
          .map((photo) => ({ id: photo.id, thumb: photo.url, full: photo.url }))}
        size={96}
      />
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
