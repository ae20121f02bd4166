import { Button } from '@app/ui/button';
import { useState } from 'react';
import { toast } from 'sonner';
import { saveFile } from '../../lib/download.ts';
import { errorMessage } from '../../lib/errors.ts';

type FileAnswer = { filename: string; contentType: string; base64: string };

/** Downloads an account statement PDF. */
export function StatementButton({ load }: { load: () => Promise<FileAnswer> }) {
  const [busy, setBusy] = useState(false);
  return (
    <Button
      variant="secondary"
      busy={busy}
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
