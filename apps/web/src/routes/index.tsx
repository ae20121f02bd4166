import { createFileRoute, Link } from '@tanstack/react-router';

export const Route = createFileRoute('/')({ component: Landing });

function Landing() {
  return (
    <main className="mx-auto flex min-h-dvh max-w-4xl flex-col items-center justify-center gap-6 p-6 text-center">
      <h1 className="text-4xl font-bold text-brand-900">Supply &amp; Beyond</h1>
      <div className="flex gap-3">
        <Link to="/login" className="rounded-lg border border-stone-300 px-4 py-2">
          Login
        </Link>
        <Link to="/register" className="rounded-lg bg-brand-700 px-4 py-2 text-white">
          Register
        </Link>
      </div>
    </main>
  );
}
