import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Archive, Rocket, Trash2, Undo2 } from 'lucide-react';
import { toast } from 'sonner';
import type { AuthoringProgram, TrainingProgramStatus } from '../../../../shared/training.contracts';
import { paths } from '../../../../shared/routes';
import { formatDate } from '../../../../shared/time';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteProgram } from '../delete-program';
import { useUpdateProgram } from '../program-writes';
import { ProgramStatusPill } from './program-status-pill';

const DONE: Record<TrainingProgramStatus, string> = {
  published: 'Programme published',
  draft: 'Programme moved back to draft',
  archived: 'Programme archived',
};

/**
 * The programme's status and what head office may do with it: publish a draft (the server's 409 says what is missing),
 * move it back to draft, archive it, or delete a draft.
 */
export function ProgramStatusBar({ program, canWrite }: { program: AuthoringProgram; canWrite: boolean }) {
  const update = useUpdateProgram();
  const remove = useDeleteProgram();
  const navigate = useNavigate();
  const [error, setError] = useState<string | null>(null);
  const [confirmDelete, setConfirmDelete] = useState(false);

  const setStatus = async (status: TrainingProgramStatus) => {
    setError(null);
    try {
      await update.mutateAsync({ id: program.id, patch: { status } });
      toast.success(DONE[status], { description: program.title });
    } catch (e) {
      setError(errorMessage(e, 'The status could not be changed.'));
    }
  };
  const onDelete = async () => {
    try {
      await remove.mutateAsync(program.id);
      toast.success('Programme deleted', { description: program.title });
      void navigate(paths.trainingManagement);
    } catch (e) {
      setConfirmDelete(false);
      setError(errorMessage(e, 'The programme could not be deleted.'));
    }
  };

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <ProgramStatusPill status={program.status} />
          <span className="text-muted-foreground">
            {program.status === 'published' && program.publishedAt
              ? `Published ${formatDate(program.publishedAt)} · ${program.completedCount} of ${program.enrolledCount} learners completed`
              : program.status === 'draft'
                ? 'Franchisees do not see a draft.'
                : 'Archived: hidden from franchisees and read only.'}
          </span>
        </p>
        {canWrite ? (
          <div className="flex flex-wrap gap-2">
            {program.status === 'draft' ? (
              <>
                <Button variant="outline" onClick={() => setConfirmDelete(true)} disabled={update.isPending}>
                  <Trash2 aria-hidden />
                  Delete
                </Button>
                <Button onClick={() => void setStatus('published')} disabled={update.isPending}>
                  <Rocket aria-hidden />
                  {update.isPending ? 'Publishing…' : 'Publish'}
                </Button>
              </>
            ) : (
              <Button variant="outline" onClick={() => void setStatus('draft')} disabled={update.isPending}>
                <Undo2 aria-hidden />
                Back to draft
              </Button>
            )}
            {program.status === 'published' ? (
              <Button variant="outline" onClick={() => void setStatus('archived')} disabled={update.isPending}>
                <Archive aria-hidden />
                Archive
              </Button>
            ) : null}
          </div>
        ) : null}
      </div>
      {error ? (
        <Alert variant="destructive" data-testid="program-status-error">
          <div className="grid gap-1">
            <AlertTitle>Not done</AlertTitle>
            <AlertDescription>{error}</AlertDescription>
          </div>
        </Alert>
      ) : null}
      <ConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete this programme?"
        description={`${program.title} and all its modules, lessons and questions will be deleted. This cannot be undone.`}
        confirmLabel="Delete programme"
        pendingLabel="Deleting…"
        pending={remove.isPending}
        onConfirm={() => void onDelete()}
      />
    </div>
  );
}
