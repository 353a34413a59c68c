/**
 * DOCX extraction: zip-bomb screening of the package first (zip.ts), then mammoth's HTML conversion
 * (which maps Word heading styles to h1–h6), then HTML → blocks.
 */
import mammoth from 'mammoth';
import { htmlToBlocks } from './html.js';
import {
  blocksToText,
  type Deadline,
  ExtractError,
  type ExtractResult,
  type ResolvedOptions,
} from './types.js';
import { screenDocx } from './zip.js';

// Word's built-in title styles are not in mammoth's defaults but are headings for our purposes.
const STYLE_MAP = ["p[style-name='Title'] => h1:fresh", "p[style-name='Subtitle'] => h2:fresh"];

const MAX_WARNINGS = 20;

export async function extractDocx(
  bytes: Uint8Array,
  opts: ResolvedOptions,
  deadline: Deadline,
): Promise<ExtractResult> {
  await screenDocx(
    bytes,
    { maxEntries: opts.maxZipEntries, maxInflatedBytes: opts.maxInflatedBytes },
    deadline,
  );

  let result: Awaited<ReturnType<typeof mammoth.convertToHtml>>;
  try {
    result = await mammoth.convertToHtml(
      { buffer: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) },
      {
        styleMap: STYLE_MAP,
        externalFileAccess: false,
        // Images are irrelevant to voice; skipping base64 encoding saves most of the time on photo-heavy files.
        convertImage: mammoth.images.imgElement(async () => ({ src: '' })),
      },
    );
  } catch (err) {
    throw new ExtractError('CORRUPT', `Word document could not be read: ${(err as Error).message}`, {
      cause: err,
    });
  }
  deadline.check();

  const blocks = htmlToBlocks(result.value).map((b) => ({ ...b, text: b.text.normalize('NFC') }));
  const warnings = result.messages
    .filter((m) => m.type === 'error' || !/unrecognised (paragraph|run) style/i.test(m.message))
    .slice(0, MAX_WARNINGS)
    .map((m) => m.message);
  if (blocks.length === 0) warnings.push('Document contains no text');
  return { kind: 'docx', reader: 'mammoth', text: blocksToText(blocks), blocks, warnings };
}
