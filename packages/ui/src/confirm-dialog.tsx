import type { ReactNode } from 'react';
import { Button } from './button.tsx';
import { Dialog } from './dialog.tsx';
import { useWords } from './words.tsx';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  message: ReactNode;
  confirmLabel?: string;
  tone?: 'danger' | 'primary';
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}

/** Asked before anything destructive (delete, reject, deactivate). */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  tone = 'danger',
  busy,
  onConfirm,
  onCancel,
  children,
}: ConfirmDialogProps) {
  const words = useWords();
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onCancel}>
            {words('Cancel')}
          </Button>
          <Button variant={tone} busy={busy} onClick={onConfirm}>
            {confirmLabel ?? words('Confirm')}
          </Button>
        </>
      }
    >
      <p className="text-stone-700">{message}</p>
      {children}
    </Dialog>
  );
}
