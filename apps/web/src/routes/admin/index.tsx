import { createFileRoute } from '@tanstack/react-router';
import { LogoutButton } from '../../components/logout-button.tsx';

export const Route = createFileRoute('/admin/')({ component: AdminDashboard });

function AdminDashboard() {
  return (
    <main className="mx-auto max-w-6xl p-4">
      <header className="flex items-center justify-between">
        <h1 className="text-xl font-bold">Admin Dashboard</h1>
        <LogoutButton />
      </header>
    </main>
  );
}
