import { Camera } from 'lucide-react';

/**
 * A button-looking label over a hidden file input that opens the phone's rear camera (`capture`), for a photo taken
 * on the spot; the input is emptied after each pick, so the same file can be chosen again.
 */
export function CameraPhotoButton({ label, onFile, testId }: { label: string; onFile: (file: File) => void; testId: string }) {
  return (
    <label className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-md border border-input bg-card px-4 text-sm font-medium shadow-sm hover:bg-muted focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-ring">
      <Camera aria-hidden className="size-4" />
      {label}
      <input
        type="file"
        accept="image/*"
        capture="environment"
        className="sr-only"
        data-testid={testId}
        onChange={(e) => {
          const file = e.target.files?.[0];
          e.target.value = '';
          if (file) onFile(file);
        }}
      />
    </label>
  );
}
