import { useEffect, useId, useRef, useState } from 'react';
import { Camera, Trash2 } from 'lucide-react';
import type { Profile } from '../../../../shared/auth.contracts';
import { PROFILE_MESSAGES } from '../../../../shared/errors';
import { Button } from '../../../components/ui/button';
import { errorMessage } from '../../../lib/api-client';
import { IMAGE_ACCEPT, imageContentProblem, imageFileProblem } from '../../../lib/upload-image';
import { useRemoveAvatar } from '../remove-avatar';
import { useUploadAvatar } from '../upload-avatar';
import { UserAvatar } from './user-avatar';

/**
 * Profile photo: choose a JPG/PNG (≤ 5 MB), see it before saving, save or cancel; or remove the
 * current one. The header shows the same photo, or the initials without one.
 */
export function AvatarEditor({ profile }: { profile: Profile }) {
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const upload = useUploadAvatar();
  const remove = useRemoveAvatar();
  // The chosen file with an object URL for its preview; the URL is released when the choice changes.
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const file = chosen?.file ?? null;
  const preview = chosen?.url ?? null;
  useEffect(() => {
    return () => {
      if (preview) URL.revokeObjectURL(preview);
    };
  }, [preview]);

  // The latest choice: a slower content check of an earlier file must not overwrite it.
  const choice = useRef(0);
  const choose = async (picked: File | undefined) => {
    upload.reset();
    if (!picked) return;
    const ticket = ++choice.current;
    // Name, type and size are known at once; the content takes a read. Nothing is previewed until both pass.
    setChosen(null);
    const quick = imageFileProblem(picked);
    setProblem(quick);
    const reason = quick ?? (await imageContentProblem(picked));
    if (ticket !== choice.current) return;
    setProblem(reason);
    if (reason && inputRef.current) inputRef.current.value = '';
    setChosen(reason ? null : { file: picked, url: URL.createObjectURL(picked) });
  };
  const clear = () => {
    setChosen(null);
    if (inputRef.current) inputRef.current.value = '';
  };

  const error =
    problem ??
    (upload.isError ? errorMessage(upload.error, PROFILE_MESSAGES.UPDATE_FAILED) : null) ??
    (remove.isError ? errorMessage(remove.error, PROFILE_MESSAGES.UPDATE_FAILED) : null);
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
        <input
          ref={inputRef}
          id={inputId}
          type="file"
          accept={IMAGE_ACCEPT}
          className="sr-only"
          aria-label="Profile photo"
          aria-describedby={`${inputId}-hint`}
          onChange={(e) => void choose(e.target.files?.[0])}
        />
        <div className="flex flex-wrap gap-2">
          {file ? (
            <>
              <Button size="sm" disabled={busy} onClick={() => upload.mutate(file, { onSuccess: clear })}>
                {upload.isPending ? 'Uploading…' : 'Save photo'}
              </Button>
              <Button size="sm" variant="outline" disabled={busy} onClick={clear}>
                Cancel
              </Button>
            </>
          ) : (
            <>
              <Button size="sm" variant="outline" disabled={busy} onClick={() => inputRef.current?.click()}>
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
        <p id={`${inputId}-hint`} className="text-xs text-muted-foreground">
          JPG or PNG, up to 5 MB.
        </p>
        {error ? (
          <p role="alert" className="text-sm text-destructive">
            {error}
          </p>
        ) : null}
      </div>
    </div>
  );
}
