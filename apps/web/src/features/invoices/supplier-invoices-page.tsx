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
import { formatDate } from '../../lib/relative-time.ts';
import { trpc } from '../../lib/trpc.ts';
import { useSetSearch } from '../../lib/url-list.ts';

type Doc = RouterOutputs['invoices']['mine']['items'][number];

const PAGE_SIZE = 20;
const KINDS: Record<Doc['kind'], { label: string; tone: BadgeTone }> = {
  tax_invoice: { label: 'Tax invoice', tone: 'green' },
  bill_of_supply: { label: 'Bill of supply', tone: 'blue' },
  service_invoice: { label: 'Service invoice', tone: 'blue' },
  credit_note: { label: 'Credit note', tone: 'red' },
};

/** /supplier/invoices: the documents issued in the supplier's name, to download or file. */
export function SupplierInvoicesPage() {
  const { page = 1 } = useSearch({ from: '/_authed/supplier/invoices' });
  const set = useSetSearch<{ page?: number }>();
  const docs = trpc.invoices.mine.useQuery(
    { page, page_size: PAGE_SIZE },
    { placeholderData: keepPreviousData },
  );
  return (
    <main className="mx-auto flex max-w-4xl flex-col gap-4 p-4">
      <header>
        <h1 className="text-2xl font-bold">My invoices</h1>
        <p className="mt-1 text-sm text-stone-600">
          Issued in your name when an order is confirmed; a cancellation adds a credit note. Issued documents
          never change.
        </p>
      </header>
      {docs.isPending ? (
        <Spinner label="Loading your invoices…" />
      ) : docs.isError ? (
        <EmptyState icon={TriangleAlert} title="Failed to load your invoices">
          <Button variant="secondary" size="sm" onClick={() => docs.refetch()}>
            Try again
          </Button>
        </EmptyState>
      ) : docs.data.items.length === 0 ? (
        <EmptyState icon={ReceiptText} title="No invoices yet">
          Your first invoice is issued when an order with your products is confirmed.
        </EmptyState>
      ) : (
        <>
          <ul className="flex flex-col gap-3" aria-label="Invoices" aria-busy={docs.isPlaceholderData}>
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
  const utils = trpc.useUtils();
  const [busy, setBusy] = useState<'pdf' | 'json' | null>(null);
  const tax = doc.cgst + doc.sgst + doc.igst;
  const download = async (what: 'pdf' | 'json') => {
    setBusy(what);
    try {
      if (what === 'pdf') saveFile(await utils.invoices.document.fetch({ number: doc.invoice_number }));
      else {
        const json = await utils.invoices.eInvoice.fetch({ number: doc.invoice_number });
        saveText(`${doc.invoice_number}.json`, 'application/json', JSON.stringify(json, null, 2));
      }
    } catch (e) {
      toast.error(errorMessage(e, 'Failed to download the document'));
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
            <Badge tone={KINDS[doc.kind].tone}>{KINDS[doc.kind].label}</Badge>
          </p>
          <p className="mt-1 text-sm text-stone-600">
            {formatDate(doc.issued_at)} · Order {doc.order_number} · {doc.buyer_name}
            {doc.against_invoice_number ? ` · against ${doc.against_invoice_number}` : ''}
          </p>
          <p className="mt-1 text-sm tabular-nums">
            Taxable {formatRupees(doc.taxable_value)} · GST {formatRupees(tax)} ·{' '}
            <span className="font-semibold">Total {formatRupees(doc.total)}</span>
          </p>
        </div>
        <div className="flex shrink-0 gap-2">
          <Button size="sm" variant="secondary" disabled={busy !== null} onClick={() => download('pdf')}>
            {busy === 'pdf' ? 'Preparing…' : 'Download PDF'}
          </Button>
          {doc.kind === 'tax_invoice' || doc.kind === 'credit_note' ? (
            <Button size="sm" variant="ghost" disabled={busy !== null} onClick={() => download('json')}>
              {busy === 'json' ? 'Preparing…' : 'E-invoice JSON'}
            </Button>
          ) : null}
        </div>
      </Card>
    </li>
  );
}
