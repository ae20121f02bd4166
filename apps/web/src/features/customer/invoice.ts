import { session } from '../../lib/session.ts';

/** Fetches the invoice with the bearer token and saves it as Invoice_{order number}.pdf. */
export async function downloadInvoice(order: { id: string; order_number: string }) {
  const res = await fetch(`/api/orders/${encodeURIComponent(order.id)}/invoice`, {
    headers: { Authorization: `Bearer ${session.token() ?? ''}` },
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { detail?: string } | null;
    throw new Error(body?.detail ?? 'Failed to download invoice');
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `Invoice_${order.order_number}.pdf`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
