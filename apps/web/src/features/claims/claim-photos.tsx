import { Dialog } from '@app/ui/dialog';
import { ImageOff } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { trpc } from '../../lib/trpc.ts';
import claimWords from '../../locales/compiled/claimWords.ts';

type Photo = { contentType: string; base64: string };
const src = (p: Photo) => `data:${p.contentType};base64,${p.base64}`;

/**
 * A claim's photos as thumbnails, each read through the API (claim photos are private: the owner,
 * the claim's supplier and staff only); a tap opens it full size.
 */
export function ClaimPhotos({ ids, item }: { ids: string[]; item: string }) {
  const { t } = useT(claimWords);
  const [open, setOpen] = useState<{ n: number; photo: Photo } | null>(null);
  if (ids.length === 0) return null;
  return (
    <>
      <ul aria-label={t('claimWords.photos')} className="flex flex-wrap gap-2">
        {ids.map((id, i) => (
          <li key={id}>
            <Thumbnail id={id} n={i + 1} item={item} onOpen={(photo) => setOpen({ n: i + 1, photo })} />
          </li>
        ))}
      </ul>
      {open && (
        <Dialog open onClose={() => setOpen(null)} title={t('claimWords.photoAlt', { n: open.n, item })}>
          <img
            src={src(open.photo)}
            alt={t('claimWords.photoAlt', { n: open.n, item })}
            className="max-h-[70dvh] w-full rounded-lg bg-stone-100 object-contain"
          />
        </Dialog>
      )}
    </>
  );
}

function Thumbnail({
  id,
  n,
  item,
  onOpen,
}: {
  id: string;
  n: number;
  item: string;
  onOpen: (photo: Photo) => void;
}) {
  const { t } = useT(claimWords);
  const photo = trpc.claims.photo.useQuery({ id }, { staleTime: Number.POSITIVE_INFINITY });
  const box = 'flex size-16 items-center justify-center overflow-hidden rounded-lg bg-stone-100';
  if (photo.isPending)
    return (
      <div className={box} role="status" aria-label={t('claimWords.photoLoading', { n })}>
        <span className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent" />
      </div>
    );
  if (photo.isError)
    return (
      <div className={box} role="img" aria-label={t('claimWords.photoFailed', { n })}>
        <ImageOff className="size-6 text-stone-400" aria-hidden />
      </div>
    );
  return (
    <button
      type="button"
      className={`${box} focus-visible:ring-2 focus-visible:ring-brand-600 focus-visible:outline-none`}
      aria-label={t('claimWords.photoOpen', { n, item })}
      onClick={() => onOpen(photo.data)}
    >
      <img
        src={src(photo.data)}
        alt={t('claimWords.photoAlt', { n, item })}
        className="size-full object-cover"
      />
    </button>
  );
}
