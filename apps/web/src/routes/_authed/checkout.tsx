import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/checkout')({ component: CheckoutPage });

function CheckoutPage() {
  return <main className="mx-auto max-w-6xl p-4" />;
}
