import { useState } from 'react';
import { MessageSquarePlus, Pencil, Trash2 } from 'lucide-react';
import { toast } from 'sonner';
import type { Testimonial } from '../../../../shared/site.contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { countText } from '../../../components/data-table/list-count';
import { LoadingScreen } from '../../../components/feedback/loading-screen';
import { LoadError } from '../../../components/feedback/load-error';
import { Button } from '../../../components/ui/button';
import { PILL_TONES, StatusPill } from '../../../components/ui/status-pill';
import { errorMessage } from '../../../lib/api-client';
import { useBrandContents } from '../get-brand-contents';
import { useTestimonials } from '../get-testimonials';
import { useDeleteTestimonial } from '../site-writes';
import { TestimonialDialog } from './testimonial-dialog';

type Open = { action: 'edit' | 'delete'; row: Testimonial } | { action: 'add'; row: null } | null;

/** Each card's buttons: the label is also the start of the button's accessible name ("Edit testimonial of …"). */
const ROW_ACTIONS = [
  { action: 'edit', label: 'Edit', Icon: Pencil },
  { action: 'delete', label: 'Delete', Icon: Trash2 },
] as const;

/** The home page's and microsites' testimonials: list, add and edit in a dialog, delete after a confirmation. */
export function TestimonialsPanel() {
  const list = useTestimonials();
  const brands = (useBrandContents().data?.items ?? []).map((b) => ({ id: b.brandId, name: b.name }));
  const remove = useDeleteTestimonial();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const brandName = (id: string | null) => (id ? (brands.find((b) => b.id === id)?.name ?? 'A brand') : 'Home page');

  const onDelete = async () => {
    if (open?.action !== 'delete') return;
    try {
      await remove.mutateAsync(open.row.id);
      toast.success('Testimonial deleted', { description: open.row.authorName });
      close();
    } catch (error) {
      toast.error(errorMessage(error, 'The testimonial could not be deleted.'));
    }
  };

  const rows = [...(list.data?.items ?? [])].sort((a, b) => a.sortOrder - b.sortOrder || a.authorName.localeCompare(b.authorName));
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {list.data ? countText(rows.length, ['testimonial', 'testimonials']) : null}
        </p>
        <Button onClick={() => setOpen({ action: 'add', row: null })}>
          <MessageSquarePlus aria-hidden />
          New testimonial
        </Button>
      </div>
      {list.isPending ? (
        <LoadingScreen message="Loading testimonials…" fullPage={false} />
      ) : !list.data ? (
        <LoadError error={list.error} fallback="Testimonials could not be loaded." onRetry={() => void list.refetch()} />
      ) : rows.length === 0 ? (
        <p className="rounded-xl border border-dashed border-input p-6 text-center text-muted-foreground">No testimonials yet.</p>
      ) : (
        <ul className="grid gap-3 md:grid-cols-2">
          {rows.map((t) => (
            <li
              key={t.id}
              data-testid="testimonial-row"
              className="grid content-between gap-3 rounded-xl border border-border bg-card p-4 shadow-sm"
            >
              <div className="grid gap-2">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="font-medium">{t.authorName}</p>
                    {t.authorTitle ? <p className="text-xs text-muted-foreground">{t.authorTitle}</p> : null}
                  </div>
                  <StatusPill
                    label={t.published ? 'Published' : 'Hidden'}
                    tone={t.published ? PILL_TONES.good : PILL_TONES.neutral}
                    status={t.published ? 'published' : 'hidden'}
                  />
                </div>
                <blockquote className="line-clamp-4 text-sm">“{t.quote}”</blockquote>
                <p className="text-xs text-muted-foreground">
                  {brandName(t.brandId)} · order {t.sortOrder}
                </p>
              </div>
              <div className="flex flex-wrap justify-end gap-1">
                {ROW_ACTIONS.map(({ action, label, Icon }) => (
                  <Button
                    key={action}
                    variant="ghost"
                    size="sm"
                    aria-label={`${label} testimonial of ${t.authorName}`}
                    onClick={() => setOpen({ action, row: t })}
                  >
                    <Icon aria-hidden />
                    {label}
                  </Button>
                ))}
              </div>
            </li>
          ))}
        </ul>
      )}
      <TestimonialDialog
        open={open?.action === 'add' || open?.action === 'edit'}
        testimonial={open?.action === 'edit' ? open.row : null}
        brands={brands}
        onClose={close}
      />
      <ConfirmDialog
        open={open?.action === 'delete'}
        onOpenChange={(next) => (next ? undefined : close())}
        title="Delete this testimonial?"
        description={`The testimonial of ${open?.row?.authorName ?? ''} is deleted for good. Hide it instead to keep it.`}
        confirmLabel="Delete"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </div>
  );
}
