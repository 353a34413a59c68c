/**
 * Public surface of document extraction: detect the type from content + name, then extract headings and
 * paragraphs under a time budget. Pure: bytes in, result out; no filesystem or network access.
 */
import { detectKind } from './detect.js';
import { extractDocx } from './docx.js';
import { extractPdf } from './pdf.js';
import { decodeText } from './text.js';
import {
  blocksToText,
  DEFAULT_OPTIONS,
  Deadline,
  ExtractError,
  type ExtractedBlock,
  type ExtractOptions,
  type ExtractResult,
  type FileKind,
  type ResolvedOptions,
} from './types.js';

export { detectKind, extensionKind } from './detect.js';
export { isPageNumber, joinLines as dehyphenateLines } from './layout.js';
export { type DecodedText, decodeText } from './text.js';
export {
  ExtractError,
  type ExtractErrorCode,
  type ExtractedBlock,
  type ExtractOptions,
  type ExtractResult,
  type FileKind,
  isExtractError,
  type ReaderName,
  type TextEncodingName,
} from './types.js';

/** Splits plain text into paragraphs on blank lines; single newlines stay inside a paragraph. */
function textToBlocks(text: string): ExtractedBlock[] {
  return text
    .split(/\n[ \t]*\n+/)
    .map((p) => p.replace(/[ \t]+$/gm, '').replace(/^\n+|\n+$/g, ''))
    .filter((p) => p.trim().length > 0)
    .map((p) => ({ kind: 'paragraph' as const, text: p }));
}

function extractTxt(bytes: Uint8Array): ExtractResult {
  const { text, encoding } = decodeText(bytes);
  const blocks = textToBlocks(text);
  const warnings = blocks.length === 0 ? ['File contains no text'] : [];
  return { kind: 'txt', reader: 'text', text: blocksToText(blocks), blocks, encoding, warnings };
}

async function run(kind: FileKind, bytes: Uint8Array, opts: ResolvedOptions, deadline: Deadline) {
  if (kind === 'pdf') return extractPdf(bytes, opts, deadline);
  if (kind === 'docx') return extractDocx(bytes, opts, deadline);
  return extractTxt(bytes);
}

/**
 * Extracts text from a PDF, DOCX or TXT file. Rejects with ExtractError (see ExtractErrorCode) for
 * unsupported, mismatched, encrypted, corrupt, oversized or binary input, or when `timeoutMs` passes.
 */
export async function extractText(
  bytes: Uint8Array,
  filename: string,
  opts: ExtractOptions = {},
): Promise<ExtractResult> {
  const resolved: ResolvedOptions = { ...DEFAULT_OPTIONS };
  for (const key of Object.keys(DEFAULT_OPTIONS) as (keyof ResolvedOptions)[]) {
    const value = opts[key];
    if (value !== undefined) (resolved as unknown as Record<string, unknown>)[key] = value;
  }
  const deadline = new Deadline(resolved.timeoutMs);
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      // Stop the work itself (pdf.js destroys its document on this), not only the caller's wait.
      deadline.expire();
      reject(new ExtractError('TIMEOUT', `Extraction exceeded ${resolved.timeoutMs} ms`));
    }, resolved.timeoutMs);
  });
  try {
    const work = (async () => run(detectKind(bytes, filename), bytes, resolved, deadline))();
    // The losing promise stops at its next deadline check or pdf.js abort; keep its rejection from going unhandled.
    work.catch(() => undefined);
    return await Promise.race([work, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
