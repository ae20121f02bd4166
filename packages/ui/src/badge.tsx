import type { ReactNode } from 'react';
import { cn } from './cn.tsx';

const TONES = {
  neutral: 'bg-stone-100 text-stone-700',
  green: 'bg-green-100 text-green-800',
  amber: 'bg-amber-100 text-amber-900',
  red: 'bg-red-100 text-red-800',
  blue: 'bg-sky-100 text-sky-800',
  violet: 'bg-violet-100 text-violet-800',
} as const;
export type BadgeTone = keyof typeof TONES;

export function Badge({
  tone = 'neutral',
  children,
  className,
  wrap = false,
}: {
  tone?: BadgeTone;
  children: ReactNode;
  className?: string;
  /** Long text (a name and a status) wraps instead of widening its container. */
  wrap?: boolean;
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold',
        wrap ? 'whitespace-normal' : 'shrink-0 whitespace-nowrap',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
