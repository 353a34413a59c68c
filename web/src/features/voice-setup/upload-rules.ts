// The client-side checks of spec §5, run before anything is sent: type by extension, at most 5 files
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
