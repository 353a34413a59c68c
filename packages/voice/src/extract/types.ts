/** Public types and the typed error of the extraction layer (bytes → plain text blocks). */

export type FileKind = 'pdf' | 'docx' | 'txt';

export type TextEncodingName = 'utf-8' | 'utf-16le' | 'utf-16be' | 'windows-1252';

export type ExtractErrorCode =
  | 'UNSUPPORTED_TYPE'
  | 'TYPE_MISMATCH'
  | 'ENCRYPTED'
  | 'CORRUPT'
  | 'TOO_LARGE'
  | 'BINARY'
  | 'TIMEOUT';

export class ExtractError extends Error {
  readonly code: ExtractErrorCode;

  constructor(code: ExtractErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'ExtractError';
    this.code = code;
  }
}

export function isExtractError(err: unknown, code?: ExtractErrorCode): err is ExtractError {
  return err instanceof ExtractError && (code === undefined || err.code === code);
}

export interface ExtractedBlock {
  kind: 'heading' | 'paragraph';
  text: string;
  /** 1 = most prominent heading. Only set on headings. */
  level?: number;
  /** 1-based page the block starts on (PDF only). */
  page?: number;
}

/**
 * Which reader produced the text. PDF: 'pdfjs' (pdf.js via unpdf). DOCX: 'mammoth'. TXT: 'text' (our own
 * decoder). Before decision 037 a PDF could also say 'pdf-lite' or 'mixed' (in old logs only).
 */
export type ReaderName = 'pdfjs' | 'mammoth' | 'text';

export interface ExtractResult {
  kind: FileKind;
  reader: ReaderName;
  /**
   * PDF only, and only when the word cap (PDF_WORD_CAP) stopped the reader: the pages read, from the first,
   * out of `pages`. The text, blocks and word counts are those pages'; a warning says so.
   */
  pagesRead?: number;
  /** Blocks joined by blank lines; each heading is its own line. */
  text: string;
  blocks: ExtractedBlock[];
  pages?: number;
  encoding?: TextEncodingName;
  warnings: string[];
}

export interface ExtractOptions {
  /** Cap on the sum of declared inflated sizes in a DOCX zip. Default 50 MB. */
  maxInflatedBytes?: number;
  /** Cap on the number of zip entries in a DOCX. Default 2000. */
  maxZipEntries?: number;
  /** Cap on the PDF page count. Default 2000. */
  maxPages?: number;
  /** Wall-clock budget for one extraction. Default 20 s. */
  timeoutMs?: number;
}

export interface ResolvedOptions {
  maxInflatedBytes: number;
  maxZipEntries: number;
  maxPages: number;
  timeoutMs: number;
}

export const DEFAULT_OPTIONS: ResolvedOptions = {
  maxInflatedBytes: 50 * 1024 * 1024,
  maxZipEntries: 2000,
  maxPages: 2000,
  timeoutMs: 20_000,
};

/**
 * Cooperative deadline: Promise.race alone cannot interrupt synchronous parsing, so long loops call
 * `check()` and yield to the event loop so the race timer gets a chance to fire.
 */
export class Deadline {
  private readonly at: number;
  private readonly controller = new AbortController();

  constructor(ms: number) {
    this.at = Date.now() + ms;
  }

  /** Aborted when the deadline is declared over: work that runs outside `check()` (pdf.js) stops on it. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  /** Ends the budget now (the caller's timer fired): every later `check()` throws, and `signal` aborts. */
  expire(): void {
    this.controller.abort();
  }

  check(): void {
    if (this.controller.signal.aborted || Date.now() >= this.at) {
      this.controller.abort();
      throw new ExtractError('TIMEOUT', 'Extraction took too long');
    }
  }
}

/** Joins blocks into the plain-text form: blank line between blocks. */
export function blocksToText(blocks: ExtractedBlock[]): string {
  return blocks.map((b) => b.text).join('\n\n');
}
