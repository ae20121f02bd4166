import { ProgressBar } from '@app/ui/progress-bar';
import { Camera, X } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { useT } from '../../lib/i18n.ts';
import { uploadGoodsPhoto, usePreview } from '../../lib/photo.ts';
import claims from '../../locales/compiled/claims.ts';

/** One chosen photo: uploading (progress), uploaded (its id) or failed. */
export type PickedPhoto = { key: string; file: File; progress: number; id?: string; failed?: boolean };

export const MAX_PHOTOS = 5;

/**
 * Up to five photos of the goods, each shrunk and uploaded as soon as it is chosen (the camera
 * opens on a phone), shown with a preview, its upload progress and a remove button.
 */
export function PhotoPicker({
  photos,
  onChange,
  error,
}: {
  photos: PickedPhoto[];
  onChange: (update: (photos: PickedPhoto[]) => PickedPhoto[]) => void;
  error?: string;
}) {
  const { t } = useT(claims);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [seq, setSeq] = useState(0);
  const full = photos.length >= MAX_PHOTOS;

  function pick(files: FileList | null) {
    const chosen = [...(files ?? [])].slice(0, MAX_PHOTOS - photos.length);
    if (input.current) input.current.value = '';
    const added = chosen.map((file, i) => ({ key: `p${seq + i}`, file, progress: 0 }));
    setSeq(seq + chosen.length);
    onChange((all) => [...all, ...added]);
    const set = (key: string, patch: Partial<PickedPhoto>) =>
      onChange((all) => all.map((p) => (p.key === key ? { ...p, ...patch } : p)));
    for (const p of added)
      uploadGoodsPhoto(p.file, (progress) => set(p.key, { progress }))
        .then((id) => set(p.key, { id, progress: 1 }))
        .catch(() => set(p.key, { failed: true }));
  }

  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? `${inputId}-error` : undefined}>
      <legend className="text-sm font-medium text-stone-800">{t('claims.photos')}</legend>
      <p className="text-xs text-stone-500">{t('claims.photosHint')}</p>
      {photos.length > 0 && (
        <ul className="grid grid-cols-3 gap-2 min-[420px]:grid-cols-5">
          {photos.map((p, i) => (
            <PhotoTile
              key={p.key}
              photo={p}
              n={i + 1}
              onRemove={() => onChange((all) => all.filter((x) => x.key !== p.key))}
            />
          ))}
        </ul>
      )}
      {full ? (
        <p className="text-sm text-stone-600">{t('claims.photosFull')}</p>
      ) : (
        <label
          htmlFor={inputId}
          className="inline-flex min-h-11 cursor-pointer items-center justify-center gap-2 rounded-lg border border-stone-300 bg-white px-4 text-sm font-medium text-stone-800 focus-within:ring-2 focus-within:ring-brand-600 hover:bg-stone-100"
        >
          <Camera className="size-5 shrink-0" aria-hidden />
          {t('claims.addPhoto')}
          <input
            id={inputId}
            ref={input}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            className="sr-only"
            aria-invalid={error ? true : undefined}
            onChange={(e) => pick(e.target.files)}
          />
        </label>
      )}
      {error && (
        <p id={`${inputId}-error`} role="alert" className="text-xs font-medium text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}

function PhotoTile({ photo: p, n, onRemove }: { photo: PickedPhoto; n: number; onRemove: () => void }) {
  const { t } = useT(claims);
  const preview = usePreview(p.file);
  return (
    <li className="flex flex-col gap-1">
      <div className="relative aspect-square overflow-hidden rounded-lg bg-stone-100">
        {preview && <img src={preview} alt={t('claims.preview', { n })} className="size-full object-cover" />}
        <button
          type="button"
          onClick={onRemove}
          aria-label={t('claims.removePhoto', { n })}
          className="absolute top-0 right-0 flex size-11 items-start justify-end p-1"
        >
          <span className="flex size-7 items-center justify-center rounded-full bg-stone-900/70 text-white">
            <X className="size-4" aria-hidden />
          </span>
        </button>
      </div>
      {p.failed ? (
        <p role="alert" className="text-xs text-red-700">
          {t('claims.uploadFailed', { n })}
        </p>
      ) : (
        p.id === undefined && <ProgressBar value={p.progress} label={t('claims.uploading', { n })} />
      )}
    </li>
  );
}
