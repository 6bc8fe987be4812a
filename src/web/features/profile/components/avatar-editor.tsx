import { useEffect, useId, useState } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import type { Profile } from '../../../../shared/auth.contracts';
import { PROFILE_MESSAGES } from '../../../../shared/errors';
import { Button } from '../../../components/ui/button';
import { FileField, IMAGE_RULES, useFileUpload } from '../../../components/form';
import { errorMessage } from '../../../lib/api-client';
import { imageContentProblem } from '../../../lib/upload-image';
import { useRemoveAvatar } from '../remove-avatar';
import { useUploadAvatar } from '../upload-avatar';
import { UserAvatar } from './user-avatar';

/**
 * Profile photo: choose a JPG/PNG (≤ 5 MB), see it before saving, save or cancel; or remove the
 * current one. The header shows the same photo, or the initials without one.
 */
export function AvatarEditor({ profile }: { profile: Profile }) {
  const inputId = useId();
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  const sending = useFileUpload();
  // The chosen file with an object URL for its preview; the URL is released when the choice changes.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  // A new picker after Cancel or a save, so the same file can be chosen again.
  const [picker, setPicker] = useState(0);
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  const clear = () => {
    setChosen(null);
    setPicker((n) => n + 1);
  };
  const save = async (picked: File) => {
    try {
      await sending.run((onProgress) => upload.mutateAsync({ file: picked, onProgress }), PROFILE_MESSAGES.UPDATE_FAILED);
      clear();
    } catch {
      // The message shows under the picker; the chosen photo stays so it can be saved again.
    }
  };

  const error = sending.error ?? (remove.isError ? errorMessage(remove.error, PROFILE_MESSAGES.UPDATE_FAILED) : null);
  const busy = upload.isPending || remove.isPending;

  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-center">
      {preview ? (
        <img
          src={preview}
          alt="New profile photo preview"
          className="size-20 shrink-0 rounded-full object-cover ring-2 ring-primary ring-offset-2"
        />
      ) : (
        <UserAvatar fullName={profile.fullName} email={profile.email} avatarUrl={profile.avatarUrl} size="lg" />
      )}
      <div className="grid min-w-0 gap-2">
        <div className="flex flex-wrap gap-2">
          {file ? (
            <>
              <Button size="sm" disabled={busy} onClick={() => void save(file)}>
                {upload.isPending ? 'Uploading…' : 'Save photo'}
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={clear}>
                Cancel
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => document.getElementById(inputId)?.click()}>
                <Camera aria-hidden />
                {profile.avatarUrl ? 'Change photo' : 'Upload photo'}
              </Button>
              {profile.avatarUrl ? (
                <Button size="sm" variant="ghost" disabled={busy} onClick={() => remove.mutate()}>
                  <Trash2 aria-hidden />
                  {remove.isPending ? 'Removing…' : 'Remove'}
                </Button>
              ) : null}
            </>
          )}
        </div>
        {/* The buttons above open this picker; it checks the file (type, size, content) before any preview. */}
        <FileField
          key={picker}
          id={inputId}
          label="Profile photo"
          hideLabel
          inputClassName="sr-only"
          announceError
          hint="JPG or PNG, up to 5 MB."
          rules={IMAGE_RULES}
          check={imageContentProblem}
          onFileChange={(picked) => {
            sending.setError(null);
            upload.reset();
            setChosen(picked ? { file: picked, url: URL.createObjectURL(picked) } : null);
          }}
          progress={sending.progress}
          error={error}
        />
      </div>
    </div>
  );
}
