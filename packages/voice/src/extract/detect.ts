/**
 * File-type detection: the content decides what a file is, and the extension must agree. A mismatch is an
 * error rather than a guess, because a renamed file is more often a mistake (or an attack) than intent.
 */
import { sniffText } from './text.js';
import { ExtractError, type FileKind } from './types.js';
import { isDocxZip, isZip } from './zip.js';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // %PDF-
// Readers accept the header anywhere in the first KiB (some generators prepend junk); so do we.
const PDF_HEADER_WINDOW = 1024;

export function extensionKind(filename: string): FileKind | undefined {
  const dot = filename.lastIndexOf('.');
  if (dot < 0) return undefined;
  const ext = filename.slice(dot + 1).toLowerCase();
  return ext === 'pdf' || ext === 'docx' || ext === 'txt' ? ext : undefined;
}

export function hasPdfMagic(bytes: Uint8Array): boolean {
  const end = Math.min(bytes.length - PDF_MAGIC.length, PDF_HEADER_WINDOW);
  outer: for (let i = 0; i <= end; i++) {
    for (let j = 0; j < PDF_MAGIC.length; j++) {
      if (bytes[i + j] !== PDF_MAGIC[j]) continue outer;
    }
    return true;
  }
  return false;
}

type ContentKind = FileKind | 'zip' | 'unknown';

function contentKind(bytes: Uint8Array, ext: FileKind): ContentKind {
  if (hasPdfMagic(bytes)) return 'pdf';
  if (isZip(bytes)) {
    let docx: boolean;
    try {
      docx = isDocxZip(bytes);
    } catch (err) {
      // A damaged zip named .docx is most likely a damaged Word file; say so rather than "unsupported".
      if (ext === 'docx' && err instanceof ExtractError) throw err;
      return 'zip';
    }
    return docx ? 'docx' : 'zip';
  }
  return sniffText(bytes) ? 'txt' : 'unknown';
}

/**
 * Returns the file kind when content and extension agree. Throws ExtractError with UNSUPPORTED_TYPE,
 * TYPE_MISMATCH, BINARY (non-text named .txt) or CORRUPT (unreadable zip named .docx).
 */
export function detectKind(bytes: Uint8Array, filename: string): FileKind {
  const ext = extensionKind(filename);
  if (ext === undefined) {
    throw new ExtractError('UNSUPPORTED_TYPE', `Unsupported file type: ${JSON.stringify(filename)}`);
  }
  if (bytes.length === 0 && ext !== 'txt') throw new ExtractError('CORRUPT', 'File is empty');
  const content = contentKind(bytes, ext);
  if (content === ext) return ext;
  if (content === 'pdf' || content === 'docx' || content === 'txt') {
    throw new ExtractError(
      'TYPE_MISMATCH',
      `File is named .${ext} but its content is ${content.toUpperCase()}`,
    );
  }
  if (ext === 'txt') throw new ExtractError('BINARY', 'File named .txt contains binary data');
  throw new ExtractError(
    'UNSUPPORTED_TYPE',
    `Content of ${JSON.stringify(filename)} is not a ${ext.toUpperCase()}`,
  );
}
