import { useState } from 'react';
import { useFileUpload } from './use-file-upload';
import type { OnProgress } from './xhr-upload';

/**
 * A file chosen in a form's FileField and uploaded with or after the form's save: useFileUpload's progress, error
 * and `run`, the chosen `file`, and `setMissing(true)` for a submit without one (shown as `missingMessage` under the
 * picker). A new choice clears the last upload error and the "missing" message. Spread `picker` on the FileField.
 * `uploadAfterSave(send)` uploads the chosen file, if any, once the form's record is saved: false when that upload
 * failed (its message stays under the picker), so the form stays open on the saved record to try the file again.
 */
export function useChosenFile(missingMessage: string | null = null) {
  const upload = useFileUpload();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  return {
    ...upload,
    file,
    setMissing,
    uploadAfterSave: async (send: (file: File, onProgress: OnProgress) => Promise<unknown>, fallback?: string) => {
      if (!file) return true;
      try {
        await upload.run((onProgress) => send(file, onProgress), fallback);
        return true;
      } catch {
        return false;
      }
    },
    picker: {
      onFileChange: (chosen: File | null) => {
        upload.setError(null);
        setMissing(false);
        setFile(chosen);
      },
      progress: upload.progress,
      error: upload.error ?? (missing ? missingMessage : null),
    },
  };
}
