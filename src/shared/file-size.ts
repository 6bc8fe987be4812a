/** A file's size as people read it: "48 B", "15 KB" (whole kilobytes), "3.1 MB" (one decimal); 1 KB = 1,024 bytes. */
export function fileSizeText(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1_048_576) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / 1_048_576).toFixed(1)} MB`;
}
