/**
 * The submit words of a create-or-edit form (as SaveFormFooter's): "Save changes" once the record exists, else what
 * creating it is called ("Add lesson"); pending, "Uploading…" while its file goes up, else "Saving…".
 */
export function saveLabels(exists: boolean, createLabel: string, uploading = false): { submitLabel: string; pendingLabel: string } {
  return { submitLabel: exists ? 'Save changes' : createLabel, pendingLabel: uploading ? 'Uploading…' : 'Saving…' };
}
