import { useId, useState } from 'react';
import { formatDateTime } from '../../../../shared/time';
import { InlineLoadError } from '../../../components/feedback/load-error';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { Label } from '../../../components/ui/label';
import { Select } from '../../../components/ui/select';
import { useAuditTemplate } from '../get-audit-template';
import { useAuditTemplates } from '../get-audit-templates';
import { TemplateEditor } from './template-editor';

/** Every brand's audit templates with their current version; choosing one opens it in the editor. */
export function TemplatesPanel() {
  const id = useId();
  const list = useAuditTemplates();
  const [chosen, setChosen] = useState<string | null>(null);
  const templateId = chosen ?? list.data?.[0]?.id ?? null;
  const template = useAuditTemplate(templateId);
  if (list.isPending) return <LoadingScreen message="Loading the templates…" fullPage={false} />;
  if (list.isError) return <InlineLoadError message="The templates could not be loaded." onRetry={() => void list.refetch()} />;
  if (list.data.length === 0) return <p className="text-muted-foreground">No audit template yet.</p>;
  return (
    <div className="grid gap-5">
      <ul className="grid gap-2 sm:grid-cols-2 xl:grid-cols-4" aria-label="Audit templates">
        {list.data.map((t) => (
          <li key={t.id} className="rounded-lg border border-border bg-card p-3 text-sm" data-testid="template-row">
            <p className="font-medium">{t.name}</p>
            <p className="text-muted-foreground">
              {t.brand.name} · version {t.currentVersion} · {formatDateTime(t.updatedAt)}
            </p>
          </li>
        ))}
      </ul>
      <div className="grid max-w-md gap-1">
        <Label htmlFor={`${id}-template`}>Template to edit</Label>
        <Select id={`${id}-template`} value={templateId ?? ''} onChange={(e) => setChosen(e.target.value)}>
          {list.data.map((t) => (
            <option key={t.id} value={t.id}>
              {t.brand.name}: {t.name} (v{t.currentVersion})
            </option>
          ))}
        </Select>
      </div>
      {template.isPending ? (
        <LoadingScreen message="Loading the template…" fullPage={false} />
      ) : template.isError ? (
        <InlineLoadError message="The template could not be loaded." onRetry={() => void template.refetch()} />
      ) : (
        // Another template starts a new draft; a save refreshes the draft itself (a key on the version would unmount
        // the editor before its save callbacks ran).
        <TemplateEditor key={template.data.id} template={template.data} />
      )}
    </div>
  );
}
