import { Button } from '@app/ui/button';
import { DataTable } from '@app/ui/data-table';
import { Dialog } from '@app/ui/dialog';
import { ProgressBar } from '@app/ui/progress-bar';
import { createColumnHelper } from '@tanstack/react-table';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { downloadFile, restErrorMessage, uploadFile } from '../../lib/rest.ts';
import { trpc } from '../../lib/trpc.ts';

interface BulkResult {
  total: number;
  success: number;
  failed: number;
  errors: { row: number; reason: string }[];
}

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
];

/** Bulk Upload: template downloads, a .csv/.xlsx upload with progress, and the per-row result. */
export function BulkUploadDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
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
      toast.error('Failed to download template');
    }
  }

  async function upload() {
    if (!file) return;
    if (!/\.(csv|xlsx)$/i.test(file.name)) return void toast.error('Please upload a CSV or Excel file');
    setResult(null);
    setProgress(0);
    try {
      const res = await uploadFile<BulkResult>('/supplier/products/bulk-upload', file, setProgress);
      setResult(res);
      toast.success(`Upload complete! ${res.success} products added, ${res.failed} failed.`);
      utils.catalog.supplier.list.invalidate();
      utils.catalog.supplier.dashboard.invalidate();
    } catch (e) {
      toast.error(restErrorMessage(e, 'Failed to upload products'));
    } finally {
      setProgress(null);
    }
  }

  return (
    <Dialog open={open} onClose={close} title="Bulk Upload Products" className="max-w-2xl">
      <div className="flex flex-col gap-4 text-sm">
        <section className="rounded-lg bg-stone-50 p-3">
          <h3 className="font-semibold">1. Download the sample template</h3>
          <p className="mt-1 text-stone-600">
            Columns: {COLUMNS.join(', ')}. Every row needs a known category, a quantity such as 1kg or 500ml,
            whole stock of 0 or more and a price. Dates are optional; expiry must come after manufacturing.
            HSN code and GST rate are optional (blank: the category's). Food rows need the FSSAI licence on
            your seller profile.
          </p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button variant="secondary" size="sm" onClick={() => template('csv')}>
              Download CSV template
            </Button>
            <Button variant="secondary" size="sm" onClick={() => template('xlsx')}>
              Download Excel template
            </Button>
          </div>
        </section>
        <section className="flex flex-col gap-2">
          <label htmlFor={fileId} className="font-semibold">
            2. Choose your filled file (.csv or .xlsx, up to 2 MB and 5,000 rows)
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
                toast.error('Please upload a CSV or Excel file');
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
              label={progress < 1 ? 'Uploading…' : 'Checking rows and saving products…'}
            />
          )}
        </section>
        {result && <BulkResultView result={result} />}
        <div className="flex justify-end gap-2 border-t border-stone-200 pt-3">
          <Button variant="secondary" onClick={close} disabled={busy}>
            {result ? 'Done' : 'Cancel'}
          </Button>
          <Button onClick={upload} busy={busy} disabled={!file}>
            {busy ? 'Uploading...' : 'Upload'}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}

const errorCol = createColumnHelper<BulkResult['errors'][number]>();
const ERROR_COLUMNS = [
  errorCol.accessor('row', { header: 'Row', meta: { numeric: true } }),
  errorCol.accessor('reason', { header: 'Reason', enableSorting: false }),
];

function BulkResultView({ result }: { result: BulkResult }) {
  return (
    <section aria-live="polite" className="flex flex-col gap-2">
      <p className="font-semibold">
        Upload complete! {result.success} products added, {result.failed} failed.
      </p>
      <p className="text-stone-600">{result.total} rows read. Added products wait for admin approval.</p>
      {result.errors.length > 0 && (
        <DataTable
          caption="Rows that were not added"
          data={result.errors}
          columns={ERROR_COLUMNS}
          getRowId={(e) => String(e.row)}
          empty={null}
          pageSize={20}
        />
      )}
    </section>
  );
}
