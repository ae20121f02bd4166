import { useWords } from './words.tsx';

export function Spinner({ label }: { label?: string }) {
  const words = useWords();
  return (
    <div className="flex items-center justify-center gap-3 py-10 text-stone-600" role="status">
      <span
        className="size-5 animate-spin rounded-full border-2 border-brand-700 border-t-transparent"
        aria-hidden
      />
      <span>{label ?? words('Loading…')}</span>
    </div>
  );
}
