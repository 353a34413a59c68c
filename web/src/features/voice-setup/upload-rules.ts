// The client-side checks of docs/product.md, Validation, run before anything is sent: type by extension, at most 5 files
// counting those already stored, 5 MB each, 10 MB across all files. The server checks the same again.
import { FILE_LIMITS } from '@inkprint/shared';

export type UploadProblem = 'unsupportedType' | 'tooManyFiles' | 'fileTooLarge' | 'totalTooLarge';

/** What the file picker offers (react-dropzone's `accept`). */
export const ACCEPTED_FILES: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'text/plain': ['.txt'],
};

function extension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export function isAcceptedName(name: string): boolean {
  return (FILE_LIMITS.acceptedTypes as readonly string[]).includes(extension(name));
}

/** The first rule a batch breaks, or null when it may be sent. */
export function checkUpload(
  picked: ReadonlyArray<{ name: string; size: number }>,
  stored: ReadonlyArray<{ file_size: number }>,
): UploadProblem | null {
  if (picked.some((file) => !isAcceptedName(file.name))) return 'unsupportedType';
  if (stored.length + picked.length > FILE_LIMITS.maxFiles) return 'tooManyFiles';
  if (picked.some((file) => file.size > FILE_LIMITS.maxFileBytes)) return 'fileTooLarge';
  const total =
    picked.reduce((sum, file) => sum + file.size, 0) + stored.reduce((sum, file) => sum + file.file_size, 0);
  if (total > FILE_LIMITS.maxTotalBytes) return 'totalTooLarge';
  return null;
}

const PDF_MAGIC = '%PDF-';
// PDF readers accept the header anywhere in the first KiB; so does the server (packages/voice detect.ts).
const PDF_HEADER_WINDOW = 1024;

async function headOf(file: Blob, length: number): Promise<Uint8Array> {
  const head = file.slice(0, length);
  if (typeof head.arrayBuffer === 'function') return new Uint8Array(await head.arrayBuffer());
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(head);
  });
}

function hasPdfMagic(bytes: Uint8Array): boolean {
  const magic = Array.from(PDF_MAGIC, (char) => char.charCodeAt(0));
  const end = Math.min(bytes.length - magic.length, PDF_HEADER_WINDOW);
  for (let i = 0; i <= end; i++) if (magic.every((code, j) => bytes[i + j] === code)) return true;
  return false;
}

/**
 * The name of the first file called .pdf whose first KiB holds no PDF header (a text file renamed .pdf),
 * or null. The server refuses such a batch as a whole; this names the file before anything is sent.
 */
export async function findFakePdf(picked: ReadonlyArray<File>): Promise<string | null> {
  for (const file of picked) {
    if (!file.name.toLowerCase().endsWith('.pdf')) continue;
    try {
      if (!hasPdfMagic(await headOf(file, PDF_HEADER_WINDOW + PDF_MAGIC.length))) return file.name;
    } catch {
      // Unreadable here: the server decides.
    }
  }
  return null;
}
