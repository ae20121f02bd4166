import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/return-policy')({ component: ReturnPolicyPage });

function ReturnPolicyPage() {
  return <main className="mx-auto max-w-3xl p-4" />;
}
