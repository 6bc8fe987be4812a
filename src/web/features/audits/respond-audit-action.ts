import { ZAuditAction, ZPhotoSaved, type AuditAction } from '../../../shared/audits.contracts';
import { apiFetch } from '../../lib/api-client';
import { uploadWithProgress } from '../../components/form';
import { makeIdempotencyKey } from './audit-answers';
import { useAuditMutation } from './audit-mutation';

/**
 * The franchisee answers a corrective action: the photo first (POST /api/my-audits/actions/:id/photos, multipart
 * "file", once per idempotency key — a retry of the same answer sends the same key), then the comment with the
 * photo's id (POST …/response) → the action, now answered.
 */
export async function respondToAuditAction(a: {
  id: string;
  comment: string;
  photo: Blob;
  fileName: string;
  key?: string;
}): Promise<AuditAction> {
  const key = a.key ?? makeIdempotencyKey();
  const file = a.photo instanceof File ? a.photo : new File([a.photo], a.fileName, { type: a.photo.type || 'image/jpeg' });
  const saved = await uploadWithProgress(
    `/api/my-audits/actions/${encodeURIComponent(a.id)}/photos?idempotencyKey=${encodeURIComponent(key)}`,
    file,
    { schema: ZPhotoSaved },
  );
  return ZAuditAction.parse(
    await apiFetch<unknown>(`/api/my-audits/actions/${encodeURIComponent(a.id)}/response`, {
      method: 'POST',
      body: { comment: a.comment, photoId: saved.photo.id },
    }),
  );
}
export const useRespondToAuditAction = () => useAuditMutation('respond-action', respondToAuditAction);
