import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/privacy-policy')({ component: PrivacyPolicyPage });

function PrivacyPolicyPage() {
  return <main className="mx-auto max-w-3xl p-4" />;
}
