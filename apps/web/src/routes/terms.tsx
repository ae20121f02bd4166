import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/terms')({ component: TermsPage });

function TermsPage() {
  return <main className="mx-auto max-w-3xl p-4" />;
}
