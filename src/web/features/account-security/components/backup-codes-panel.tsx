import { Copy, Download } from 'lucide-react';
import { toast } from 'sonner';
import { Alert, AlertDescription } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { backupCodesFile } from '../two-factor-format';

/** Backup codes, shown once: copy them or download a text file, then confirm they are kept safe. */
export function BackupCodesPanel({ codes, account, onDone }: { codes: readonly string[]; account: string; onDone: () => void }) {
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success('Backup codes copied');
    } catch {
      toast.error('Could not copy. Select the codes and copy them by hand.');
    }
  };
  const download = () => {
    const url = URL.createObjectURL(new Blob([backupCodesFile(codes, account)], { type: 'text/plain' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = 'franchisehub-backup-codes.txt';
    a.click();
    setTimeout(() => URL.revokeObjectURL(url), 1_000);
  };

  return (
    <div className="grid gap-4">
      <Alert variant="warning">
        <AlertDescription>
          Save these backup codes somewhere safe. Each one signs you in once if you lose your phone. They will not be shown again.
        </AlertDescription>
      </Alert>
      <ul
        data-testid="backup-codes"
        aria-label="Backup codes"
        className="grid grid-cols-2 gap-x-6 gap-y-2 rounded-lg border border-border bg-muted p-4 font-mono text-sm sm:w-fit"
      >
        {codes.map((code) => (
          <li key={code} className="select-all">
            {code}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={() => void copy()}>
          <Copy aria-hidden />
          Copy
        </Button>
        <Button variant="outline" size="sm" onClick={download}>
          <Download aria-hidden />
          Download
        </Button>
        <Button size="sm" onClick={onDone}>
          I have saved my codes
        </Button>
      </div>
    </div>
  );
}
