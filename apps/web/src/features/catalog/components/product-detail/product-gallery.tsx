import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Picture } from '@/ui/picture';

type ProductGalleryProps = {
  pictures: readonly string[];
  name: string;
  /** Alt texts by picture, written in the console; the product's name where there is none. */
  alts?: readonly string[];
  isDimmed?: boolean;
};

/** The main picture at gallery size, with thumbnails to switch when there are several. */
export function ProductGallery({ pictures, name, alts = [], isDimmed = false }: ProductGalleryProps) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  const current = pictures[index] ?? pictures[0];
  return (
    <div>
      <div className="aspect-square overflow-hidden rounded-3xl border border-leaf-100 bg-cream-100">
        <Picture
          path={current}
          use="gallery"
          alt={alts[index] || name}
          loading="lcp"
          className={`size-full object-cover ${isDimmed ? 'opacity-60 grayscale' : ''}`}
        />
      </div>
      {pictures.length > 1 ? (
        <ul className="mt-3 flex gap-2">
          {pictures.map((picture, position) => (
            <li key={picture}>
              <button
                type="button"
                onClick={() => setIndex(position)}
                aria-pressed={position === index}
                aria-label={t`Ảnh ${position + 1} của ${name}`}
                className={`block size-16 overflow-hidden rounded-xl border-2 bg-cream-100 transition focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 sm:size-20 ${position === index ? 'border-leaf-600' : 'border-transparent hover:border-leaf-200'}`}
              >
                <Picture path={picture} use="thumbnail" alt="" className="size-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
