import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { LifeBuoy } from 'lucide-react';
import { toast } from 'sonner';
import { paths } from '../../../../shared/routes';
import {
  TICKET_CATEGORIES,
  TICKET_DESCRIPTION_MAX,
  TICKET_SOURCE_URL_MAX,
  TICKET_SUBJECT_MAX,
  ZTicketCreate,
  type TicketCategory,
} from '../../../../shared/support.contracts';
import { DialogForm, EnumSelectField, TextField, TextareaField, useAppForm } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import type { FieldLabels } from '../../../lib/form-errors';
import { useCreateTicket } from '../create-ticket';

/**
 * The chat-support help button (FEATURE_CHAT_SUPPORT, read from /api/diagnostics/flags), on franchisee pages: a "Help"
 * button in the header, beside the cart and the bell, that opens a short form and raises a ticket with the current
 * page's address attached. It used to float over the page's bottom corner, where it covered order totals, quiz text
 * and the catalogue's third "Add to Cart" (issue 32, point 8); in the header it covers nothing.
 */
export function HelpButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      {/* On a phone only the icon shows (the name stays for screen readers), like the cart and the bell beside it. */}
      <Button
        variant="ghost"
        className="size-10 p-0 sm:h-10 sm:w-auto sm:px-3"
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        data-testid="help-button"
      >
        <LifeBuoy aria-hidden className="size-5" />
        <span className="max-sm:sr-only">Help</span>
      </Button>
      {open ? <HelpForm onClose={() => setOpen(false)} /> : null}
    </>
  );
}

interface HelpValues {
  subject: string;
  category: TicketCategory | '';
  description: string;
  sourceUrl: string;
}
const LABELS: FieldLabels<HelpValues> = { subject: 'subject', category: 'category', description: 'message', sourceUrl: 'page' };
const CATEGORY_OPTIONS = TICKET_CATEGORIES.map((c) => ({ value: c, label: c }));

/** The page's address as the ticket's source: path and query, or the path alone when that is too long. */
export function sourceUrlOf(pathname: string, search: string): string {
  const full = `${pathname}${search}`;
  if (full.length <= TICKET_SOURCE_URL_MAX) return full;
  return pathname.slice(0, TICKET_SOURCE_URL_MAX);
}

function HelpForm({ onClose }: { onClose: () => void }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const create = useCreateTicket();
  const sourceUrl = sourceUrlOf(pathname, search);
  const form = useAppForm(ZTicketCreate, { subject: '', category: '', description: '', sourceUrl } satisfies HelpValues, {
    labels: LABELS,
  });
  const submit = form.submit(async (input) => {
    const ticket = await create.mutateAsync(input);
    onClose();
    toast.success(`Support request ${ticket.ticketNumber} created`, {
      description: 'Head office will reply on the request’s page.',
      action: { label: 'View request', onClick: () => void navigate(paths.supportRequest(ticket.id)) },
    });
  }, 'The support request could not be sent.');
  const pending = form.formState.isSubmitting || create.isPending;
  return (
    <DialogForm
      open
      onOpenChange={(next) => (next || pending ? undefined : onClose())}
      title="Ask head office for help"
      description={
        <>
          This page’s address (<code className="break-all">{sourceUrl}</code>) is sent with your message.
        </>
      }
      onSubmit={submit}
      formError={form.formError}
      submitLabel="Send"
      pendingLabel="Sending…"
      pending={pending}
    >
      <TextField control={form.control} name="subject" label="Subject" maxLength={TICKET_SUBJECT_MAX} autoComplete="off" />
      <EnumSelectField
        control={form.control}
        name="category"
        label="Category"
        options={CATEGORY_OPTIONS}
        placeholder="Choose a category…"
      />
      <TextareaField control={form.control} name="description" label="Message" rows={4} maxLength={TICKET_DESCRIPTION_MAX} />
    </DialogForm>
  );
}
