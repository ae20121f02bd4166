import { Button } from '@app/ui/button';
import { useState } from 'react';
import { toast } from 'sonner';
import { saveFile } from '../../lib/download.ts';
import { errorMessage } from '../../lib/errors.ts';
import { useT } from '../../lib/i18n.ts';
import admin from '../../locales/compiled/admin.ts';

type FileAnswer = { filename: string; contentType: string; base64: string };

/** Downloads a staff list as CSV with the filters it has on screen (the caller's `file`). */
export function ExportCsvButton({ file, disabled }: { file: () => Promise<FileAnswer>; disabled?: boolean }) {
  const { t } = useT(admin);
  const [exporting, setExporting] = useState(false);
  return (
    <Button
      variant="secondary"
      busy={exporting}
      disabled={disabled}
      title={t('admin.exportHint')}
      onClick={async () => {
        setExporting(true);
        try {
          saveFile(await file());
        } catch (e) {
          toast.error(errorMessage(e, t('admin.exportFailed')));
        } finally {
          setExporting(false);
        }
      }}
    >
      {t(exporting ? 'admin.exporting' : 'admin.exportCsv')}
    </Button>
  );
}
