import { useState } from 'react';
import { useFileUpload } from './use-file-upload';

/**
 * A file chosen in a form's FileField and uploaded with or after the form's save: useFileUpload's progress, error
 * and `run`, the chosen `file`, and `setMissing(true)` for a submit without one (shown as `missingMessage` under the
 * picker). A new choice clears the last upload error and the "missing" message. Spread `picker` on the FileField.
 */
export function useChosenFile(missingMessage: string | null = null) {
  const upload = useFileUpload();
  const [file, setFile] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  return {
    ...upload,
    file,
    setMissing,
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
