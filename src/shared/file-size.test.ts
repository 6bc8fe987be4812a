import { describe, expect, it } from 'vitest';
import { fileSizeText } from './file-size';

describe('fileSizeText', () => {
  it('says bytes, whole kilobytes, then megabytes with one decimal', () => {
    expect(fileSizeText(0)).toBe('0 B');
    expect(fileSizeText(1023)).toBe('1023 B');
    expect(fileSizeText(1024)).toBe('1 KB');
    expect(fileSizeText(15_360)).toBe('15 KB');
    expect(fileSizeText(1_048_575)).toBe('1024 KB');
    expect(fileSizeText(1_048_576)).toBe('1.0 MB');
    expect(fileSizeText(3_250_000)).toBe('3.1 MB');
  });
});
