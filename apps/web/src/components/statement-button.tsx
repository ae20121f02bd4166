import { Button } from '@app/ui/button';
import { useState } from 'react';
import { toast } from 'sonner';
import { saveFile } from '../lib/download.ts';
import { errorMessage } from '../lib/errors.ts';
import { useT } from '../lib/i18n.ts';
import componentsText from '../locales/compiled/components.ts';

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
  const { t } = useT(componentsText);
  const [busy, setBusy] = useState(false);
  return (
    <Button
      size={size}
      variant="secondary"
      className="whitespace-nowrap"
      busy={busy}
      aria-label={what ? t('components.statementFor', { what }) : undefined}
      onClick={async () => {
        setBusy(true);
        try {
          saveFile(await load());
        } catch (e) {
          toast.error(errorMessage(e, t('components.statementFailed')));
        } finally {
          setBusy(false);
        }
      }}
    >
      {busy ? t('components.preparing') : t('components.statement')}
    </Button>
  );
}
