import { createFileRoute } from '@tanstack/react-router';
import { LogoutButton } from '../../components/logout-button.tsx';
import { requireRole } from '../../lib/guards.ts';

export const Route = createFileRoute('/_authed/delivery')({
  beforeLoad: requireRole('delivery'),
  component: DeliveryPortal,
});

function DeliveryPortal() {
  return (
    <main className="mx-auto max-w-3xl p-4">
      <header className="flex items-center justify-between">
        <h1 className="text-xl font-bold">Delivery Portal</h1>
        <LogoutButton />
      </header>
    </main>
  );
}
