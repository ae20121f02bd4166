import { Button } from '@app/ui/button';
import { TextField } from '@app/ui/field';
import { ProgressBar } from '@app/ui/progress-bar';
import { ImageIcon } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import { useT } from '../../lib/i18n.ts';
import { restErrorMessage, uploadFile } from '../../lib/rest.ts';
import listing from '../../locales/compiled/listing.ts';

const TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'];
const MAX_BYTES = 5_242_880;

/** Optional product image: upload a file (preview, progress) or paste an http(s) address. */
export function ImageField({
  value,
  error,
  onChange,
  onBusy,
}: {
  value: string;
  error?: string;
  onChange: (url: string) => void;
  onBusy: (busy: boolean) => void;
}) {
  const { t } = useT(listing);
  const inputId = useId();
  const fileRef = useRef<HTMLInputElement>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  async function pick(file: File | undefined) {
    if (!file) return;
    if (!TYPES.includes(file.type)) return void toast.error(t('listing.image.notImage'));
    if (file.size > MAX_BYTES) return void toast.error(t('listing.image.tooLarge'));
    setPreview(URL.createObjectURL(file));
    setProgress(0);
    onBusy(true);
    try {
      const res = await uploadFile<{ url: string }>('/upload/product-image', file, setProgress);
      onChange(res.url);
      toast.success(t('listing.image.uploaded'));
    } catch (e) {
      toast.error(restErrorMessage(e, t('listing.image.failed')));
    } finally {
      // The local preview served while uploading; from now on the stored image shows.
      setPreview(null);
      setProgress(null);
      onBusy(false);
      if (fileRef.current) fileRef.current.value = '';
    }
  }

  const shown = preview ?? (value || null);
  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-800">
        {t('listing.image.legend')}{' '}
        <span className="font-normal text-stone-500">{t('listing.image.optional')}</span>
      </legend>
      <div className="flex items-center gap-3">
        <div className="flex size-20 shrink-0 items-center justify-center overflow-hidden rounded-lg bg-stone-100">
          {shown ? (
            <img src={shown} alt={t('listing.image.preview')} className="size-full object-cover" />
          ) : (
            <ImageIcon className="size-7 text-stone-400" aria-hidden />
          )}
        </div>
        <div className="flex min-w-0 flex-1 flex-col gap-2">
          <label htmlFor={inputId} className="text-sm text-stone-700">
            {t('listing.image.upload')}
          </label>
          <input
            id={inputId}
            ref={fileRef}
            type="file"
            accept={TYPES.join(',')}
            className="w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
            disabled={progress !== null}
            onChange={(e) => pick(e.target.files?.[0])}
          />
          {value && progress === null && (
            <Button
              variant="ghost"
              size="sm"
              className="self-start"
              onClick={() => {
                setPreview(null);
                onChange('');
              }}
            >
              {t('listing.image.remove')}
            </Button>
          )}
        </div>
      </div>
      {progress !== null && <ProgressBar value={progress} label={t('listing.image.uploading')} />}
      <TextField
        label={t('listing.image.url')}
        type="url"
        inputMode="url"
        placeholder={t('listing.image.urlPlaceholder')}
        value={value.startsWith('/images/') ? '' : value}
        error={error}
        onChange={(e) => {
          setPreview(null);
          onChange(e.target.value);
        }}
      />
    </fieldset>
  );
}
