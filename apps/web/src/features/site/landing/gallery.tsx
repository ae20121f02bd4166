import { useT } from '../../../lib/i18n.ts';
import site from '../../../locales/compiled/site.ts';

const DEFAULT_CAPTIONS = [
  'gallery.vegetables',
  'gallery.dairy',
  'gallery.spices',
  'gallery.grains',
  'gallery.meat',
  'gallery.beverages',
  'gallery.kitchenware',
] as const;

// Desktop mosaic for exactly seven pictures: one large, two small, one wide, then two small and one wide.
const SPANS = ['col-span-2 lg:row-span-2', '', '', 'lg:col-span-2', '', '', 'lg:col-span-2'];

/** The seven landing images (configurable); captions only for our own default pictures. */
export function Gallery({ images }: { images: string[] }) {
  const { t } = useT(site);
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 lg:py-20" aria-labelledby="gallery-title">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-2xl">
          <h2 id="gallery-title" className="text-3xl font-bold tracking-tight text-stone-900">
            {t('gallery.title')}
          </h2>
          <p className="mt-3 text-stone-600">{t('gallery.lead')}</p>
        </div>
      </div>
      <ul className="mt-10 grid auto-rows-[9.5rem] grid-cols-2 gap-3 sm:auto-rows-[12rem] lg:grid-cols-4 lg:gap-4">
        {images.slice(0, 7).map((src, i) => {
          const own = src === `/landing/gallery-${i + 1}.webp`;
          const caption = own && DEFAULT_CAPTIONS[i] ? t(DEFAULT_CAPTIONS[i]) : undefined;
          return (
            <li
              key={src}
              className={`group relative overflow-hidden rounded-2xl bg-stone-100 ${SPANS[i] ?? ''}`}
            >
              <img
                src={src}
                // The caption beside the picture already says what it shows.
                alt={caption ? '' : t('gallery.picture', { number: i + 1 })}
                width={960}
                height={720}
                loading="lazy"
                decoding="async"
                className="size-full object-cover transition-transform duration-500 group-hover:scale-105"
              />
              {caption && (
                <span className="absolute inset-x-0 bottom-0 bg-gradient-to-t from-stone-900/70 to-transparent px-4 pb-3 pt-8 text-xs font-semibold text-white sm:text-sm">
                  {caption}
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
