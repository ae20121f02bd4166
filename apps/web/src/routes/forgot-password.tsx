import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/forgot-password')({ component: ForgotPasswordPage });

function ForgotPasswordPage() {
  return <main className="mx-auto max-w-3xl p-4" />;
}
