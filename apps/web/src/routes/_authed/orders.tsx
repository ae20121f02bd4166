import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/orders')({ component: OrdersPage });

function OrdersPage() {
  return <main className="mx-auto max-w-6xl p-4" />;
}
