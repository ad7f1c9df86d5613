import { useLingui } from '@lingui/react/macro';

export interface PhotoThumb {
  id: string;
  /** What the list shows (a small rendition where there is one). */
  thumb: string;
  /** What a click opens, in a new tab. */
  full: string;
}

/** A shopper's photos as square thumbnails, each opening full size in a new tab (reviews, returns). */
export function PhotoThumbs({
  photos,
  size,
  className = '',
}: {
  photos: readonly PhotoThumb[];
  size: 80 | 96;
  className?: string;
}) {
  const { t } = useLingui();
  if (photos.length === 0) return null;
  return (
    <ul className={`flex flex-wrap gap-2 ${className}`}>
      {photos.map((photo, index) => (
        <li key={photo.id}>
          <a href={photo.full} target="_blank" rel="noopener noreferrer">
            <img
              src={photo.thumb}
              alt={t`Ảnh ${index + 1} của khách`}
              width={size}
              height={size}
              className={`${size === 80 ? 'size-20' : 'size-24'} rounded-lg object-cover`}
            />
          </a>
        </li>
      ))}
    </ul>
  );
}
