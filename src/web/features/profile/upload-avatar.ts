import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { ZProfile, type Profile } from '../../../shared/auth.contracts';
import { uploadWithProgress, type OnProgress } from '../../components/form/xhr-upload';
import { refreshAfterProfileChange } from './refresh-after-profile-change';

/**
 * POST /api/profile/avatar, multipart field "file" (jpg/jpeg/png, ≤ 5 MB, checked by content on the
 * server; the editor checks the file first with imageFileProblem from lib/upload-image) → Profile
 * with the new avatarUrl. Removing it is PATCH /api/profile {avatarUrl: null}.
 */

export function uploadAvatar({ file, onProgress }: { file: File; onProgress?: OnProgress }): Promise<Profile> {
  return uploadWithProgress('/api/profile/avatar', file, { schema: ZProfile, onProgress });
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
