import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZProfile, type Profile } from '../../../shared/auth.contracts';
import { UPLOADS } from '../../../shared/constants';
import { apiFetch } from '../../lib/api-client';
import { refreshAfterProfileChange } from './refresh-after-profile-change';

/**
 * POST /api/profile/avatar, multipart field "file" (jpg/jpeg/png, ≤ 5 MB, checked by content on the
 * server) → Profile with the new avatarUrl. Removing it is PATCH /api/profile {avatarUrl: null}.
 */

export const AVATAR_ACCEPT = '.jpg,.jpeg,.png,image/jpeg,image/png';

/** Why a file can't be an avatar, or null when it may be uploaded (the server checks the content too). */
export function avatarFileProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  const typeOk = file.type === 'image/jpeg' || file.type === 'image/png';
  const extensionOk = ['jpg', 'jpeg', 'png'].includes(extension);
  if (!(typeOk || (file.type === '' && extensionOk))) return 'Choose a JPG or PNG image.';
  if (file.size === 0) return 'The image file is empty.';
  if (file.size > UPLOADS.maxBytes) return 'The image is larger than 5 MB.';
  return null;
}

export async function uploadAvatar(file: File): Promise<Profile> {
  const form = new FormData();
  form.set('file', file, file.name);
  // A large photo on a slow line needs more than the default 10 s.
  return ZProfile.parse(await apiFetch<unknown>('/api/profile/avatar', { method: 'POST', body: form, timeoutMs: 60_000 }));
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['user', 'profile', 'avatar'],
    mutationFn: uploadAvatar,
    retry: false,
    meta: { errorToast: false },
    onSuccess: async (profile) => {
      toast.success('Profile photo updated');
      await refreshAfterProfileChange(queryClient, profile);
    },
  });
}
