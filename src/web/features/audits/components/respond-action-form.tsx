import { useId, useState } from 'react';
import { fileSizeText } from '../../../../shared/file-size';
import { CameraPhotoButton } from './camera-photo-button';
import { toast } from 'sonner';
import type { AuditAction } from '../../../../shared/audits.contracts';
import { Button } from '../../../components/ui/button';
import { Textarea } from '../../../components/ui/textarea';
import { errorMessage } from '../../../lib/api-client';
import { makeIdempotencyKey } from '../audit-answers';
import { useRespondToAuditAction } from '../respond-audit-action';
import { compressImage } from '../write-queue';

/**
 * The franchisee answers an open corrective action: what was done, and a photo that shows it. The photo keeps one
 * idempotency key until another photo is chosen, so sending the same answer again never stores it twice.
 */
export function RespondActionForm({ action }: { action: AuditAction }) {
  const id = useId();
  const respond = useRespondToAuditAction();
  const [comment, setComment] = useState('');
  const [photo, setPhoto] = useState<{ blob: Blob; name: string; key: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setProblem(null);
    const blob = await compressImage(file);
    setPhoto({
      blob,
      name: `${file.name.replace(/\.[^.]+$/, '') || 'photo'}.${blob.type === 'image/png' ? 'png' : 'jpg'}`,
      key: makeIdempotencyKey(),
    });
  };
  const send = () => {
    if (!comment.trim()) return setProblem('Say what was done to correct it.');
    if (!photo) return setProblem('Add a photo that shows the correction.');
    setProblem(null);
    respond.mutate(
      { id: action.id, comment: comment.trim(), photo: photo.blob, fileName: photo.name, key: photo.key },
      {
        onSuccess: () => toast.success('Answer sent', { description: 'The auditor will accept it or reopen it.' }),
        onError: (e) => setProblem(errorMessage(e, 'The answer could not be sent.')),
      },
    );
  };

  return (
    <form
      noValidate
      aria-label={`Answer “${action.prompt}”`}
      className="grid gap-3 rounded-lg bg-muted/50 p-3"
      onSubmit={(e) => {
        e.preventDefault();
        send();
      }}
    >
      <div className="grid gap-1">
        <label htmlFor={`${id}-comment`} className="text-sm font-medium">
          What was done
        </label>
        <Textarea id={`${id}-comment`} rows={2} maxLength={2000} value={comment} onChange={(e) => setComment(e.target.value)} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <CameraPhotoButton
          label={photo ? 'Choose another photo' : 'Add a photo'}
          onFile={(file) => void choose(file)}
          testId="action-photo-input"
        />
        <span className="text-sm text-muted-foreground">{photo ? `Photo ready (${fileSizeText(photo.blob.size)})` : 'No photo yet'}</span>
      </div>
      {problem ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {problem}
        </p>
      ) : null}
      <Button type="submit" className="justify-self-start" disabled={respond.isPending}>
        {respond.isPending ? 'Sending…' : 'Send answer'}
      </Button>
    </form>
  );
}
