import type { RouterOutputs } from '@app/api';
import { formatRupees } from '@app/api/shared';
import { Badge, type BadgeTone } from '@app/ui/badge';
import { Button } from '@app/ui/button';
import { Card } from '@app/ui/card';
import { EmptyState } from '@app/ui/empty-state';
import { Spinner } from '@app/ui/spinner';
import { keepPreviousData } from '@tanstack/react-query';
import { useSearch } from '@tanstack/react-router';
import { ReceiptText, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Pager } from '../../components/pager.tsx';
import { saveFile, saveText } from '../../lib/download.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import { formatDate } from '../../lib/relative-time.ts';
import { ALONE, trpc } from '../../lib/trpc.ts';
import { useSetSearch } from '../../lib/url-list.ts';
import supplierMoney from '../../locales/compiled/supplierMoney.ts';

type Doc = RouterOutputs['invoices']['mine']['items'][number];

const PAGE_SIZE = 20;
const KIND_TONE: Record<Doc['kind'], BadgeTone> = {
  tax_invoice: 'green',
  bill_of_supply: 'blue',
  service_invoice: 'blue',
  credit_note: 'red',
};

/** /supplier/invoices: the documents issued in the supplier's name, to download or file. */
export function SupplierInvoicesPage() {
  const { t } = useT(supplierMoney);
  const { page = 1 } = useSearch({ from: '/_authed/supplier/invoices' });
  const set = useSetSearch<{ page?: number }>();
  const docs = trpc.invoices.mine.useQuery(
    { page, page_size: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-4">
      <header>
        <h1 className="text-2xl font-bold">{t('supplierMoney.invoices')}</h1>
        <p className="mt-1 text-sm text-stone-600">{t('supplierMoney.invoicesIntro')}</p>
      </header>
      {docs.isPending ? (
        <Spinner label={t('supplierMoney.loadingInvoices')} />
      ) : docs.isError ? (
        <EmptyState icon={TriangleAlert} title={t('supplierMoney.invoicesFailed')}>
          <Button variant="secondary" size="sm" onClick={() => docs.refetch()}>
            {t('supplierMoney.tryAgain')}
          </Button>
        </EmptyState>
      ) : docs.data.items.length === 0 ? (
        <EmptyState icon={ReceiptText} title={t('supplierMoney.noInvoices')}>
          {t('supplierMoney.noInvoicesText')}
        </EmptyState>
      ) : (
        <>
          <ul
            className="flex flex-col gap-3"
            aria-label={t('supplierMoney.invoiceList')}
            aria-busy={docs.isPlaceholderData}
          >
            {docs.data.items.map((d) => (
              <DocumentRow key={d.invoice_number} doc={d} />
            ))}
          </ul>
          <Pager
            page={page}
            pageSize={PAGE_SIZE}
            total={docs.data.total}
            onPage={(p) => set({ page: p > 1 ? p : undefined })}
          />
        </>
      )}
    </main>
  );
}

function DocumentRow({ doc }: { doc: Doc }) {
  const { t } = useT(supplierMoney);
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState<'pdf' | 'json' | null>(null);
  const tax = doc.cgst + doc.sgst + doc.igst;
  const line = { date: formatDate(doc.issued_at), order: doc.order_number, buyer: doc.buyer_name };
  const download = async (what: 'pdf' | 'json') => {
    setBusy(what);
    try {
      if (what === 'pdf')
        saveFile(await utils.invoices.document.fetch({ number: doc.invoice_number }, ALONE));
      else {
        const json = await utils.invoices.eInvoice.fetch({ number: doc.invoice_number });
        saveText(`${doc.invoice_number}.json`, 'application/json', JSON.stringify(json, null, 2));
      }
    } catch (e) {
      toast.error(errorMessage(e, t('supplierMoney.downloadFailed')));
    } finally {
      setBusy(null);
    }
  };
  return (
    <li>
      <Card className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0">
          <p className="flex flex-wrap items-center gap-2">
            <span className="font-mono font-semibold">{doc.invoice_number}</span>
            <Badge tone={KIND_TONE[doc.kind]}>{t(`supplierMoney.kind.${doc.kind}`)}</Badge>
          </p>
          <p className="mt-1 text-sm text-stone-600">
            {doc.against_invoice_number
              ? t('supplierMoney.docLineAgainst', { ...line, invoice: doc.against_invoice_number })
              : t('supplierMoney.docLine', line)}
          </p>
          <p className="mt-1 text-sm tabular-nums">
            {t('supplierMoney.taxableGst', {
              taxable: formatRupees(doc.taxable_value),
              gst: formatRupees(tax),
            })}{' '}
            <span className="font-semibold">
              {t('supplierMoney.total', { total: formatRupees(doc.total) })}
            </span>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => download('pdf')}>
            {busy === 'pdf' ? t('supplierMoney.preparing') : t('supplierMoney.pdf')}
          </Button>
          {doc.kind === 'tax_invoice' || doc.kind === 'credit_note' ? (
            <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => download('json')}>
              {busy === 'json' ? t('supplierMoney.preparing') : t('supplierMoney.json')}
            </Button>
          ) : null}
        </div>
      </Card>
    </li>
  );
}
