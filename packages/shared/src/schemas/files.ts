/** /api/files/*: the uploaded-file shape (docs/api.md `UploadedFile`) and the answers of the file calls. */
import { z } from 'zod';
import { FILE_STATUSES } from '../enums.js';

export const uploadedFile = z.object({
  id: z.string(),
  filename: z.string(),
  /** Bytes of the original file (the bytes themselves are not kept). */
  file_size: z.number().int(),
  /** pdf, docx or txt. */
  file_type: z.string(),
  status: z.enum(FILE_STATUSES),
  content_sections: z.number().int(),
  total_words: z.number().int(),
  processed_at: z.string().nullable(),
  /** False for a file with no words: it cannot teach the voice anything. */
  has_meaningful_content: z.boolean(),
  /** Detected language (en, de, fr, it, pt or other); null when extraction failed. */
  language: z.string().nullable(),
  /** Why extraction failed, in the request's language; null otherwise. */
  error: z.string().nullable(),
  /**
   * A remark on a completed file's text, in the request's language: only the first pages of a long PDF were
   * read (decision 037), and `total_words` counts those. Null otherwise.
   */
  notice: z.string().nullable(),
});
export type UploadedFile = z.infer<typeof uploadedFile>;

export const filesReply = z.object({ files: z.array(uploadedFile) });
export type FilesReply = z.infer<typeof filesReply>;

export const uploadReply = z.object({
  uploaded_files: z.array(uploadedFile),
  message: z.string(),
  /** True when the upload deleted an existing voice profile (analyse again). */
  voice_profile_reset: z.boolean(),
});
export type UploadReply = z.infer<typeof uploadReply>;

export const deleteFileReply = z.object({ message: z.string(), voice_profile_reset: z.boolean() });
export type DeleteFileReply = z.infer<typeof deleteFileReply>;

export const clearFilesReply = z.object({ message: z.string(), deleted_count: z.number().int() });
export type ClearFilesReply = z.infer<typeof clearFilesReply>;
