import { describe, expect, it } from 'vitest';
import { checkUpload, isAcceptedName } from './upload-rules';

const MB = 1024 * 1024;
const stored = (sizes: number[]) => sizes.map((file_size) => ({ file_size }));

describe('checkUpload (docs/product.md, Validation)', () => {
  it('accepts PDF, DOCX and TXT by extension, in any case', () => {
    expect(isAcceptedName('Report.PDF')).toBe(true);
    expect(isAcceptedName('letter.docx')).toBe(true);
    expect(isAcceptedName('notes.txt')).toBe(true);
    expect(isAcceptedName('photo.png')).toBe(false);
    expect(isAcceptedName('old.doc')).toBe(false);
    expect(isAcceptedName('README')).toBe(false);
  });

  it('counts the stored files towards the 5', () => {
    const two = [
      { name: 'a.txt', size: 10 },
      { name: 'b.txt', size: 10 },
    ];
    expect(checkUpload(two, stored([1, 1, 1]))).toBeNull();
    expect(checkUpload(two, stored([1, 1, 1, 1]))).toBe('tooManyFiles');
  });

  it('allows 5 MB per file exactly and not a byte more', () => {
    expect(checkUpload([{ name: 'a.pdf', size: 5 * MB }], [])).toBeNull();
    expect(checkUpload([{ name: 'a.pdf', size: 5 * MB + 1 }], [])).toBe('fileTooLarge');
  });

  it('allows 10 MB across all files, stored ones included', () => {
    expect(checkUpload([{ name: 'a.pdf', size: 4 * MB }], stored([3 * MB, 3 * MB]))).toBeNull();
    expect(checkUpload([{ name: 'a.pdf', size: 4 * MB }], stored([3 * MB, 3 * MB + 1]))).toBe(
      'totalTooLarge',
    );
  });

  it('names the type first, whatever else is wrong', () => {
    expect(checkUpload([{ name: 'a.exe', size: 20 * MB }], stored([1, 1, 1, 1, 1]))).toBe('unsupportedType');
  });
});
