import { describe, expect, it } from 'vitest';
import { UPLOADS } from '../../../shared/constants';
import { DOCUMENT_RULES, IMAGE_RULES, acceptFor, fileProblem } from './file-checks';

const file = (name: string, size: number, type = '') => ({ name, size, type });

describe('file checks before upload', () => {
  it('accepts images the server accepts, by type or (with no type) by extension', () => {
    expect(fileProblem(file('logo.png', 1000, 'image/png'), IMAGE_RULES)).toBeNull();
    expect(fileProblem(file('photo.JPG', 1000, ''), IMAGE_RULES)).toBeNull();
    expect(fileProblem(file('scan.pdf', 1000, 'application/pdf'), IMAGE_RULES)).toBe('Choose a JPG or PNG image.');
    expect(fileProblem(file('noextension', 1000, ''), IMAGE_RULES)).toBe('Choose a JPG or PNG image.');
  });

  it('uses the server size limit, to the byte, and refuses empty files', () => {
    expect(fileProblem(file('a.png', UPLOADS.maxBytes, 'image/png'), IMAGE_RULES)).toBeNull();
    expect(fileProblem(file('a.png', UPLOADS.maxBytes + 1, 'image/png'), IMAGE_RULES)).toBe('The image is larger than 5 MB.');
    expect(fileProblem(file('a.png', 0, 'image/png'), IMAGE_RULES)).toBe('The image file is empty.');
  });

  it('documents follow the spec list: pdf, doc, docx, jpg, jpeg, png', () => {
    for (const name of ['a.pdf', 'a.doc', 'a.docx', 'a.jpeg']) expect(fileProblem(file(name, 10), DOCUMENT_RULES)).toBeNull();
    expect(fileProblem(file('a.exe', 10), DOCUMENT_RULES)).toBe('Choose a PDF, Word document, JPG or PNG file.');
    expect(acceptFor(IMAGE_RULES)).toBe('.jpg,.jpeg,.png,image/jpeg,image/png');
  });
});
