import { Button } from '@app/ui/button';
import { DataTable } from '@app/ui/data-table';
import { Dialog } from '@app/ui/dialog';
import { ProgressBar } from '@app/ui/progress-bar';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { useT } from '../../lib/i18n.ts';
import { downloadFile, restErrorMessage, uploadFile } from '../../lib/rest.ts';
import { trpc } from '../../lib/trpc.ts';
import listing from '../../locales/compiled/listing.ts';

interface BulkResult {
  total: number;
  success: number;
  failed: number;
  errors: { row: number; reason: string }[];
}

// The template's own headings, which the upload reads: they stay as in the file.
const COLUMNS = [
  'Sr.No.',
  'Product Category',
  'Name of Product',
  'Brand',
  'Variety of Product',
  'Manufacturing Date (YYYY-MM-DD)',
  'Date of Expiry (YYYY-MM-DD)',
  'Quantity (such as 1kg or 500ml)',
  'Stock Available',
  'Price (₹)',
  'HSN Code',
  'GST Rate (%)',
  'Sold By (pack / kg / litre)',
  'Step',
  'Minimum Order',
  'Weighed (yes/no)',
  'Tolerance %',
];

/** Bulk Upload: template downloads, a .csv/.xlsx upload with progress, and the per-row result. */
export function BulkUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useT(listing);
  const utils = trpc.useUtils();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [result, setResult] = useState<BulkResult | null>(null);
  const busy = progress !== null;

  const close = () => {
    if (busy) return;
    setFile(null);
    setResult(null);
    onClose();
  };

  async function template(kind: 'csv' | 'xlsx') {
    try {
      await downloadFile(`/supplier/products/template.${kind}`, `product-upload-template.${kind}`);
    } catch {
      toast.error(t('listing.bulk.templateFailed'));
    }
  }

  async function upload() {
    if (!file) return;
    if (!/\.(csv|xlsx)$/i.test(file.name)) return void toast.error(t('listing.bulk.wrongFile'));
    setResult(null);
    setProgress(0);
    try {
      const res = await uploadFile<BulkResult>('/supplier/products/bulk-upload', file, setProgress);
      setResult(res);
      toast.success(t('listing.bulk.complete', { success: res.success, failed: res.failed }));
      utils.catalog.supplier.list.invalidate();
      utils.catalog.supplier.dashboard.invalidate();
    } catch (e) {
      toast.error(restErrorMessage(e, t('listing.bulk.uploadFailed')));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Dialog open={open} onClose={close} title={t('listing.bulk.title')} className="max-w-2xl">
      <div className="flex flex-col gap-4 text-sm">
        <section className="rounded-lg bg-stone-50 p-3">
          <h3 className="font-semibold">{t('listing.bulk.step1')}</h3>
          <p className="mt-1 text-stone-600">{t('listing.bulk.help', { columns: COLUMNS.join(', ') })}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => template('csv')}>
              {t('listing.bulk.csv')}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => template('xlsx')}>
              {t('listing.bulk.xlsx')}
            </Button>
          </div>
        </section>
        <section className="flex flex-col gap-2">
          <label htmlFor={fileId} className="font-semibold">
            {t('listing.bulk.step2')}
          </label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            className="file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-800"
            onChange={(e) => {
              const f = e.target.files?.[0] ?? null;
              if (f && !/\.(csv|xlsx)$/i.test(f.name)) {
                toast.error(t('listing.bulk.wrongFile'));
                e.target.value = '';
                setFile(null);
                return;
              }
              setFile(f);
              setResult(null);
            }}
          />
          {progress !== null && (
            <ProgressBar
              value={progress < 1 ? progress : undefined}
              label={progress < 1 ? t('listing.bulk.uploading') : t('listing.bulk.checking')}
            />
          )}
        </section>
        {result && <BulkResultView result={result} />}
        <div className="flex justify-end gap-2 border-t border-stone-200 pt-3">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {result ? t('listing.bulk.done') : t('listing.cancel')}
          </Button>
          <Button onClick={upload} busy={busy} disabled={!file}>
            {busy ? t('listing.bulk.uploadingButton') : t('listing.bulk.upload')}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

const errorCol = createColumnHelper<BulkResult['errors'][number]>();

function BulkResultView({ result }: { result: BulkResult }) {
  const { t } = useT(listing);
  const columns = [
    errorCol.accessor('row', { header: t('listing.bulk.row'), meta: { numeric: true } }),
    errorCol.accessor('reason', { header: t('listing.bulk.reason'), enableSorting: false }),
  ];
  return (
    <section aria-live="polite" className="flex flex-col gap-2">
      <p className="font-semibold">
        {t('listing.bulk.complete', { success: result.success, failed: result.failed })}
      </p>
      <p className="text-stone-600">{t('listing.bulk.rowsRead', { total: result.total })}</p>
      {result.errors.length > 0 && (
        <DataTable
          caption={t('listing.bulk.notAdded')}
          data={result.errors}
          columns={columns}
          getRowId={(e) => String(e.row)}
          empty={null}
          pageSize={20}
        />
      )}
    </section>
  );
}
