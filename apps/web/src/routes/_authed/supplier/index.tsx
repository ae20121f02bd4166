import { createFileRoute } from '@tanstack/react-router';
import { LogoutButton } from '../../../components/logout-button.tsx';
import { session } from '../../../lib/session.ts';

export const Route = createFileRoute('/_authed/supplier/')({ component: SupplierDashboard });

function SupplierDashboard() {
  return (
    <main className="mx-auto max-w-6xl p-4">
      <header className="flex items-center justify-between">
        <h1 className="text-xl font-bold">Supplier Dashboard — {session.user()?.restaurant_name}</h1>
        <LogoutButton />
      </header>
    </main>
  );
}
