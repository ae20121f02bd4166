import { Button } from '@app/ui/button';
import { useState } from 'react';
import { toast } from 'sonner';
import { saveFile } from '../lib/download.ts';
import { errorMessage } from '../lib/errors.ts';

type FileAnswer = { filename: string; contentType: string; base64: string };

/**
 * Downloads a statement PDF (a settlement's, a customer's account): `what` names it for screen
 * readers when the screen lists several.
 */
export function StatementButton({
  load,
  what,
  size = 'md',
}: {
  load: () => Promise<FileAnswer>;
  what?: string;
  size?: 'sm' | 'md';
}) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size={size}
      variant="secondary"
      className="whitespace-nowrap"
      busy={busy}
      aria-label={what ? `Statement PDF for ${what}` : undefined}
      onClick={async () => {
        setBusy(true);
        try {
          saveFile(await load());
        } catch (e) {
          toast.error(errorMessage(e, 'Failed to download the statement'));
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? 'Preparing…' : 'Statement PDF'}
    </Button>
  );
}
