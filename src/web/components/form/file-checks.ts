import { UPLOADS } from '../../../shared/constants';

/**
 * The browser's copy of the server's upload limits (shared/constants UPLOADS, server/lib/image-upload.ts): a file is
 * refused before it is sent, so nobody waits for a 5 MB upload to learn it was the wrong kind. The server still
 * checks the content.
 */
export interface FileRules {
  /** Lower-case extensions without the dot. */
  extensions: readonly string[];
  /** MIME types that are accepted outright; an empty type (some systems send none) falls back to the extension. */
  types?: readonly string[];
  maxBytes: number;
  /** "Choose a JPG or PNG image." */
  wrongTypeMessage: string;
  tooLargeMessage: string;
  emptyMessage: string;
}

/** Documents and images (spec: pdf, doc, docx, jpg, jpeg, png; at most 5 MB). */
export const DOCUMENT_RULES: FileRules = {
  extensions: UPLOADS.extensions,
  maxBytes: UPLOADS.maxBytes,
  wrongTypeMessage: 'Choose a PDF, Word document, JPG or PNG file.',
  tooLargeMessage: 'The file is larger than 5 MB.',
  emptyMessage: 'The file is empty.',
};

/** Product images, brand logos and covers, avatars: JPG or PNG, at most 5 MB. */
export const IMAGE_RULES: FileRules = {
  extensions: ['jpg', 'jpeg', 'png'],
  // catalog.contracts' PRODUCT_IMAGE_TYPES, not imported: the sign-in pages load this kit without the catalogue.
  types: ['image/jpeg', 'image/png'],
  maxBytes: UPLOADS.maxBytes,
  wrongTypeMessage: 'Choose a JPG or PNG image.',
  tooLargeMessage: 'The image is larger than 5 MB.',
  emptyMessage: 'The image file is empty.',
};

/** The picker's `accept` for a set of rules: ".jpg,.jpeg,.png,image/jpeg,image/png". */
export function acceptFor(rules: FileRules): string {
  return [...rules.extensions.map((e) => `.${e}`), ...(rules.types ?? [])].join(',');
}

/** Why the file may not be uploaded under `rules`, or null when it may. */
export function fileProblem(file: Pick<File, 'name' | 'size' | 'type'>, rules: FileRules): string | null {
  const extension = file.name.includes('.') ? (file.name.split('.').pop()?.toLowerCase() ?? '') : '';
  const extensionOk = rules.extensions.includes(extension);
  const typeOk = rules.types ? rules.types.includes(file.type) || (file.type === '' && extensionOk) : extensionOk;
  if (!typeOk) return rules.wrongTypeMessage;
  if (file.size > rules.maxBytes) return rules.tooLargeMessage;
  if (file.size === 0) return rules.emptyMessage;
  return null;
}
