import { useState } from 'react';
import { Send } from 'lucide-react';
import { toast } from 'sonner';
import {
  ZTicketReply,
  TICKET_MAX_ATTACHMENTS,
  TICKET_MESSAGE_MAX,
  type TicketDetail,
  type TicketSide,
} from '../../../../shared/support.contracts';
import { DOCUMENT_RULES, FileField, FormBody, TextareaField, useAppForm, useFileUpload } from '../../../components/form';
import { Button } from '../../../components/ui/button';
import { useReplyToTicket } from '../reply-to-ticket';

/**
 * The reply box: a message and, while the ticket has room for files, one attachment (the spec's rules, checked
 * before sending). What was typed stays when the server refuses it; the server's message shows above the button.
 */
export function ReplyForm({ ticket, side }: { ticket: TicketDetail; side: TicketSide }) {
  const reply = useReplyToTicket(side);
  const form = useAppForm(ZTicketReply, { body: '' }, { labels: { body: 'message' } });
  const [file, setFile] = useState<File | null>(null);
  // A new picker after each sent message, so the chosen file is cleared with the text.
  const [pickerKey, setPickerKey] = useState(0);
  const upload = useFileUpload();
  const filesLeft = TICKET_MAX_ATTACHMENTS - countFiles(ticket);
  const canAttach = ticket.can.attach && filesLeft > 0;

  const submit = form.submit(async ({ body }) => {
    const attached = canAttach ? file : null;
    if (attached) await upload.run((onProgress) => reply.mutateAsync({ side, id: ticket.id, body, file: attached, onProgress }));
    else await reply.mutateAsync({ side, id: ticket.id, body, file: null });
    form.reset({ body: '' });
    setFile(null);
    setPickerKey((k) => k + 1);
    toast.success('Reply sent', { description: ticket.ticketNumber });
  }, 'The reply could not be sent.');

  const pending = form.formState.isSubmitting || reply.isPending;
  return (
    <FormBody
      onSubmit={submit}
      label="Reply"
      formError={form.formError}
      footer={
        <div className="flex justify-end">
          <Button type="submit" disabled={pending}>
            <Send aria-hidden />
            {pending ? 'Sending…' : 'Send reply'}
          </Button>
        </div>
      }
    >
      <TextareaField control={form.control} name="body" label="Your reply" rows={4} maxLength={TICKET_MESSAGE_MAX} />
      {canAttach ? (
        <FileField
          key={pickerKey}
          label="Attach a file (optional)"
          hint={`PDF, Word, JPG or PNG, at most 5 MB. ${filesLeft} of ${TICKET_MAX_ATTACHMENTS} files left on this ticket.`}
          rules={DOCUMENT_RULES}
          onFileChange={setFile}
          disabled={pending}
          progress={upload.progress}
        />
      ) : null}
    </FormBody>
  );
}

export function countFiles(ticket: TicketDetail): number {
  return ticket.attachments.length + ticket.messages.reduce((n, m) => n + m.attachments.length, 0);
}
