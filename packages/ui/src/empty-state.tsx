import type { ReactNode } from 'react';

export function EmptyState({
  icon = '📦',
  title,
  children,
}: {
  icon?: ReactNode;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      <div className="text-4xl" aria-hidden>
        {icon}
      </div>
      <h2 className="text-lg font-semibold text-stone-800">{title}</h2>
      {children && <div className="text-sm text-stone-600">{children}</div>}
    </div>
  );
}
