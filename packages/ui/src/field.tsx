import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
} from 'react';
import { cn } from './cn.tsx';
import { useWords } from './words.tsx';

interface FieldShellProps {
  label: ReactNode;
  error?: string;
  hint?: string;
  optional?: boolean;
  children: (props: { id: string; 'aria-invalid'?: boolean; 'aria-describedby'?: string }) => ReactNode;
  className?: string;
}

/** Label, control, hint and error, wired for screen readers. */
export function FieldShell({ label, error, hint, optional, children, className }: FieldShellProps) {
  const id = useId();
  const words = useWords();
  const describedBy = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ') || undefined;
  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="text-sm font-medium text-stone-800">
        {label}
        {optional && <span className="ml-1 font-normal text-stone-500">({words('optional')})</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-stone-500">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-700" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

export const controlClass =
  'w-full rounded-lg border border-stone-300 bg-white px-3 text-base sm:text-sm text-stone-900 placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30 aria-[invalid=true]:border-red-600 disabled:bg-stone-100 read-only:bg-stone-50';

type Common = { label: ReactNode; error?: string; hint?: string; optional?: boolean; className?: string };

export function TextField({
  label,
  error,
  hint,
  optional,
  className,
  ...input
}: Common & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional} className={className}>
      {(p) => <input {...p} {...input} className={cn(controlClass, 'h-11')} />}
    </FieldShell>
  );
}

export function TextAreaField({
  label,
  error,
  hint,
  optional,
  className,
  ...input
}: Common & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional} className={className}>
      {(p) => <textarea rows={3} {...p} {...input} className={cn(controlClass, 'py-2')} />}
    </FieldShell>
  );
}

export function SelectField({
  label,
  error,
  hint,
  optional,
  className,
  children,
  ...select
}: Common & SelectHTMLAttributes<HTMLSelectElement> & { children: ReactNode }) {
  return (
    <FieldShell label={label} error={error} hint={hint} optional={optional} className={className}>
      {(p) => (
        <select {...p} {...select} className={cn(controlClass, 'h-11')}>
          {children}
        </select>
      )}
    </FieldShell>
  );
}
