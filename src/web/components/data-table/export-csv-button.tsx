import { useState } from 'react';
import { Download } from 'lucide-react';
import { Button } from '../ui/button';
import { toCsv, type CsvColumn } from './csv';

/**
 * "Export CSV". With `href` (a list whose API exports CSV) it is a plain link: the browser downloads with the session
 * cookie, the whole filtered set rather than one page. Otherwise `rows` fetches the current filtered result set and
 * the file is built here.
 */
export function ExportCsvButton<T>(
  props: { href: string; filename?: string } | { filename: string; columns: readonly CsvColumn<T>[]; rows: () => Promise<readonly T[]> },
) {
  const [busy, setBusy] = useState(false);
  if ('href' in props) {
    return (
      <Button asChild variant="outline" size="sm">
        <a href={props.href} download={props.filename ?? true}>
          <Download aria-hidden />
          Export CSV
        </a>
      </Button>
    );
  }
  const download = async () => {
    setBusy(true);
    try {
      const blob = new Blob([toCsv(props.columns, await props.rows())], { type: 'text/csv;charset=utf-8' });
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: props.filename });
      link.click();
      URL.revokeObjectURL(url);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" disabled={busy} onClick={() => void download()}>
      <Download aria-hidden />
      Export CSV
    </Button>
  );
}
