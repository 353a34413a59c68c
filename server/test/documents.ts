/**
 * Documents made on the fly for upload tests and the upload benchmark: prose as TXT, a minimal DOCX (one
 * document.xml zipped with fflate) and a text PDF (the voice package's test PDF builder, one simple font that
 * the fast reader handles). Small by default; the benchmark asks for megabytes.
 */
import { strToU8, zipSync } from 'fflate';
import { buildPdf, simpleFont } from '../../packages/voice/test/extract/pdf-builder.js';

const SENTENCES = [
  'Writing clear copy means choosing plain words and short sentences, so that readers get the point quickly.',
  'We test every headline with real customers and keep only what works.',
  'Our team believes that a good story beats a clever slogan, because people remember stories and share them.',
  'When you write for the web, you should lead with the benefit and then add the proof.',
  'The best emails I have sent were the ones where I wrote as if I were talking to a friend.',
  'It is worth reading your draft aloud before you send it to anyone.',
  'Customers do not care about our features; they care about what those features do for them.',
  'Every week we publish a short newsletter with one idea, one example and one question for our readers.',
  'If a sentence does not earn its place, I cut it without regret!',
  'Have you ever noticed how the simplest message is often the hardest one to write?',
  'Good writing is rewriting, and the second draft is almost always better than the first.',
  'We would rather say one thing well than ten things badly.',
];

/** Deterministic English prose of about `bytes` bytes, in paragraphs of five sentences. */
export function prose(bytes: number, seed = 1): string {
  let state = seed;
  const next = () => {
    state = (state * 1103515245 + 12345) & 0x7fffffff;
    return state;
  };
  const paragraphs: string[] = [];
  let size = 0;
  while (size < bytes) {
    const p = Array.from({ length: 5 }, () => SENTENCES[next() % SENTENCES.length]!).join(' ');
    paragraphs.push(p);
    size += p.length + 2;
  }
  return paragraphs.join('\n\n');
}

export const txt = (text: string) => strToU8(text);

const escapeXml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * A minimal DOCX: one paragraph per blank-line-separated block. `stored` zips without compression, so the
 * file's size follows the text's (the upload benchmark sizes its documents that way); `image` adds a picture
 * part (`word/media/image1.jpeg`, stored as a JPEG is), bytes that hold no words.
 */
export function docx(
  text: string,
  { stored = false, image }: { stored?: boolean; image?: Uint8Array } = {},
): Uint8Array {
  const ns = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
  const body = text
    .split(/\n{2,}/)
    .map((p) => `<w:p><w:r><w:t xml:space="preserve">${escapeXml(p)}</w:t></w:r></w:p>`)
    .join('');
  return zipSync(
    {
      '[Content_Types].xml': strToU8(
        '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
          '<Default Extension="xml" ContentType="application/xml"/>' +
          '<Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
      ),
      '_rels/.rels': strToU8(
        '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
          '<Relationship Id="r1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
      ),
      'word/document.xml': strToU8(
        `<?xml version="1.0"?><w:document ${ns}><w:body>${body}</w:body></w:document>`,
      ),
      ...(image ? { 'word/media/image1.jpeg': [image, { level: 0 }] as [Uint8Array, { level: 0 }] } : {}),
    },
    stored ? { level: 0 } : {},
  );
}

/** A DOCX whose document.xml inflates to `inflated` bytes of zeros (a zip bomb; the header is honest). */
export function zipBombDocx(inflated = 64 * 1024 * 1024): Uint8Array {
  return zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    'word/document.xml': [new Uint8Array(inflated), { level: 1 }],
  });
}

/**
 * A DOCX whose package relationship names `word/media/doc.xml` as the main document: `inflated` zero bytes
 * that declare 1,000 in the zip's headers (both the local header and the central directory lie).
 */
export function mediaBombDocx(inflated = 64 * 1024 * 1024): Uint8Array {
  const rels =
    '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/media/doc.xml"/>' +
    '</Relationships>';
  const zip = zipSync({
    '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types/>'),
    '_rels/.rels': strToU8(rels),
    'word/document.xml': strToU8('<?xml version="1.0"?><w:document/>'),
    'word/media/doc.xml': [new Uint8Array(inflated), { level: 1 }],
  });
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const name = strToU8('word/media/doc.xml');
  const named = (at: number) => name.every((byte, i) => zip[at + i] === byte);
  for (let at = 0; at + 46 < zip.length; at++) {
    const sig = view.getUint32(at, true);
    // Uncompressed size: at 22 in a local header (name at 30), at 24 in a central record (name at 46).
    if (sig === 0x04034b50 && named(at + 30)) view.setUint32(at + 22, 1000, true);
    if (sig === 0x02014b50 && named(at + 46)) view.setUint32(at + 24, 1000, true);
  }
  return zip;
}

const escapePdf = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`);

/**
 * A text PDF (ASCII prose), 50 lines of at most 90 characters a page, paragraphs kept apart by a gap.
 * `image` adds an image XObject of those bytes to the first page's resources (bytes that hold no words).
 */
export function pdf(text: string, { image }: { image?: Uint8Array } = {}): Uint8Array {
  const lines: (string | null)[] = [];
  for (const paragraph of text.split(/\n{2,}/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/)) {
      if (line && line.length + word.length + 1 > 90) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    if (line) lines.push(line);
    lines.push(null);
  }
  const pages: string[] = [];
  for (let i = 0; i < lines.length; i += 50) {
    const ops = lines
      .slice(i, i + 50)
      .map((l) => (l === null ? '0 -14 Td' : `(${escapePdf(l)}) Tj 0 -14 Td`))
      .join('\n');
    pages.push(`BT /F1 10 Tf 1 0 0 1 50 760 Tm 12 TL\n${ops}\nET`);
  }
  const n = pages.length;
  // 1 catalog, 2 pages, 3 font, then for each page: a page object and its content stream.
  const kids = pages.map((_, i) => `${4 + 2 * i} 0 R`).join(' ');
  const imageNum = 4 + 2 * n;
  const xObject = image ? ` /XObject << /Im1 ${imageNum} 0 R >>` : '';
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    `<< /Type /Pages /Kids [${kids}] /Count ${n} >>`,
    simpleFont(),
    ...pages.flatMap((content, i) => [
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${5 + 2 * i} 0 R /Resources << /Font << /F1 3 0 R >>${i === 0 ? xObject : ''} >> >>`,
      { stream: content },
    ]),
    ...(image
      ? [
          {
            dict: `/Type /XObject /Subtype /Image /Width ${Math.floor(image.length / 3)} /Height 1 /ColorSpace /DeviceRGB /BitsPerComponent 8`,
            stream: image,
          },
        ]
      : []),
  ];
  return buildPdf(objects);
}

/** `bytes` deterministic random bytes: what a photo holds, as far as compression and words go. */
export function noise(bytes: number, seed = 1): Uint8Array {
  const out = new Uint8Array(bytes);
  let state = seed >>> 0 || 1;
  for (let i = 0; i < bytes; i++) {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    out[i] = state & 0xff;
  }
  return out;
}

/** A PNG signature and header: binary content whatever its name says. */
export function png(): Uint8Array {
  return Uint8Array.from([
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0,
    1, 8, 6, 0, 0, 0, 0x1f, 0x15, 0xc4, 0x89, 0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82,
  ]);
}

/** A plain zip (not a DOCX). */
export function zip(): Uint8Array {
  return zipSync({ 'notes.txt': strToU8('just some notes in a zip') });
}
