/**
 * The producers of the committed PDFs that `producers.test.ts` reads (`../fixtures/produced/producers/`,
 * made by `../fixtures/produced/make.ts`): the label a test case shows and the file name part.
 */
export const PRODUCERS = [
  { label: 'LibreOffice', file: 'libreoffice' },
  { label: 'cairo', file: 'cairo' },
  { label: 'Chromium', file: 'chromium' },
  { label: 'Ghostscript', file: 'ghostscript' },
  { label: 'LibreOffice via qpdf object streams', file: 'libreoffice-objstm' },
  { label: 'Chromium via qpdf object streams', file: 'chromium-objstm' },
  { label: 'LibreOffice linearized by qpdf', file: 'libreoffice-linearized' },
] as const;
