import { createFileRoute } from '@tanstack/react-router';

export const Route = createFileRoute('/contact')({ component: ContactPage });

function ContactPage() {
  return <main className="mx-auto max-w-3xl p-4" />;
}
