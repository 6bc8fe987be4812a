import { useRef, useState, type ReactNode } from 'react';
import { Field } from './field';
import { acceptFor, fileProblem, type FileRules } from './file-checks';

/**
 * A file picker with the server's limits checked first (`rules`, then an optional async `check` such as an image's
 * content), a progress bar while `progress` is set (0…1, from useFileUpload), and the server's message in `error`.
 * A refused file is never reported through `onFileChange` and does not stay chosen in the picker.
 */
export function FileField({
  id,
  label,
  hint,
  rules,
  check,
  onFileChange,
  progress = null,
  error,
  preview,
  disabled,
  className,
  hideLabel,
  announceError,
  inputClassName,
}: {
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  rules: FileRules;
  check?: (file: File) => Promise<string | null>;
  onFileChange: (file: File | null) => void;
  progress?: number | null;
  /** The server's answer to the last upload, when it failed. */
  error?: string | null;
  /** Shown beside the picker (the current image). */
  preview?: ReactNode;
  disabled?: boolean;
  className?: string;
  /** See Field: for a picker opened by a button of its own ("Change photo"), with `inputClassName="sr-only"`. */
  hideLabel?: boolean;
  announceError?: boolean;
  inputClassName?: string;
}) {
  const [problem, setProblem] = useState<string | null>(null);
  // The latest choice wins: the content check of an earlier one must not overwrite it.
  const choice = useRef(0);
  const uploading = progress !== null;
  return (
    <Field
      id={id}
      label={label}
      hint={hint}
      error={problem ?? error ?? undefined}
      className={className}
      hideLabel={hideLabel}
      announceError={announceError}
    >
      {(aria) => (
        <div className="grid gap-2">
          <div className="flex flex-wrap items-center gap-3">
            {preview}
            <input
              type="file"
              accept={acceptFor(rules)}
              disabled={disabled || uploading}
              className={
                inputClassName ??
                'block w-full min-w-0 flex-1 text-sm file:mr-3 file:rounded-md file:border file:border-input file:bg-card file:px-3 file:py-1.5 file:text-sm file:font-medium'
              }
              {...aria}
              onChange={async (event) => {
                const input = event.currentTarget;
                const chosen = input.files?.[0] ?? null;
                const ticket = ++choice.current;
                onFileChange(null);
                const found = chosen ? (fileProblem(chosen, rules) ?? (check ? await check(chosen) : null)) : null;
                if (ticket !== choice.current) return;
                setProblem(found);
                if (found) input.value = '';
                onFileChange(found ? null : chosen);
              }}
            />
          </div>
          {uploading ? <UploadProgress fraction={progress} /> : null}
        </div>
      )}
    </Field>
  );
}

function UploadProgress({ fraction }: { fraction: number }) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div
      role="progressbar"
      aria-label="Upload progress"
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 w-full overflow-hidden rounded-full bg-muted"
    >
      <div className="h-full rounded-full bg-primary transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
