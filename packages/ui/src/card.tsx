import type { HTMLAttributes } from 'react';
import { cn } from './cn.tsx';

export function Card({ className, ...rest }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn('rounded-xl border border-stone-200 bg-white shadow-sm', className)} {...rest} />;
}
