import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/refund-policy')({ component: RefundPolicyPage });

function RefundPolicyPage() {
  return <main className="mx-auto max-w-3xl p-4" />;
}
