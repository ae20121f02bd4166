import { type LucideIcon, Package } from 'lucide-react';
import type { ReactNode } from 'react';

export function EmptyState({
  icon: Icon = Package,
  title,
  children,
}: {
  /** An SVG icon component (lucide-react) drawn decoratively above the title; null for none. */
  icon?: LucideIcon | null;
  title: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-stone-300 bg-white px-6 py-12 text-center">
      {Icon && <Icon className="size-10 text-stone-400" aria-hidden />}
      <h2 className="text-lg font-semibold text-stone-800">{title}</h2>
      {children && <div className="text-sm text-stone-600">{children}</div>}
    </div>
  );
}
