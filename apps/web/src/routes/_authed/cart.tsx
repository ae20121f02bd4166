import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/_authed/cart')({ component: CartPage });

function CartPage() {
  return <main className="mx-auto max-w-6xl p-4" />;
}
