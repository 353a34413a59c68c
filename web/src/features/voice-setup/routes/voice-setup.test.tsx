// The voice setup screen against a stubbed /api: the checks before sending and their messages, the
// upload progress and outcome toasts, the file list, the notices, analysis, delete and delete-all.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import toast, { Toaster } from 'react-hot-toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n';
import { mockApi, renderApp } from '../../../test/render';
import { analysis, noProfile, profileSummary, uploadedFile, withProfile } from '../test/fixtures';
import type { UploadedFile, VoiceProfileStatus } from '../types';
import VoiceSetupPage from './voice-setup';

const MB = 1024 * 1024;

beforeEach(() => {
  // jsdom has no matchMedia; react-hot-toast asks it about reduced motion.
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: false,
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  toast.remove();
});

function fileOf(name: string, size = 100, type = 'text/plain'): File {
  const file = new File([type === 'application/pdf' ? '%PDF-1.4 hello world' : 'hello world'], name, {
    type,
  });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function filesReply(files: UploadedFile[]) {
  return { body: { files } };
}

async function renderScreen(
  { files = [] as UploadedFile[], profile = noProfile as VoiceProfileStatus } = {},
  extra: Parameters<typeof mockApi>[0] = {},
  options: Parameters<typeof mockApi>[1] = {},
) {
  const api = mockApi(
    { 'GET /files': filesReply(files), 'GET /voice-profile': { body: profile }, ...extra },
    options,
  );
  await renderApp(
    <>
      <VoiceSetupPage />
      <Toaster />
    </>,
    { route: '/voice-setup' },
  );
  await screen.findByRole('heading', { level: 1, name: 'Voice setup' });
  return api;
}

function fileInput(): HTMLInputElement {
  const input = screen.getByTestId('dropzone').querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('no file input');
  return input;
}

async function pick(files: File[]) {
  const user = userEvent.setup({ applyAccept: false });
  await user.upload(fileInput(), files);
}

describe('voice setup: the file list and notices', () => {
  it('lists each file with its status, language, words and a no-words badge', async () => {
    await renderScreen({
      files: [
        uploadedFile(),
        uploadedFile({
          id: 'f2',
          filename: 'scan.pdf',
          file_type: 'pdf',
          file_size: 34,
          total_words: 0,
          language: null,
        }),
        uploadedFile({ id: 'f3', filename: 'brief.docx', status: 'processing', language: 'de' }),
        uploadedFile({ id: 'f4', filename: 'broken.pdf', status: 'failed', error: 'This PDF is encrypted.' }),
      ],
    });
    const rows = await screen.findAllByTestId('file-row');
    expect(rows).toHaveLength(4);
    const [first, second, third, fourth] = rows as [HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(first).getByText('newsletter.txt')).toBeInTheDocument();
    expect(within(first).getByText('Ready')).toBeInTheDocument();
    expect(first.querySelector('[data-status="completed"] svg')).not.toBeNull();
    expect(within(first).getByText('English')).toBeInTheDocument();
    expect(within(first).getByText('1,250 words')).toBeInTheDocument();
    expect(within(first).getByText('12 kB')).toBeInTheDocument();
    expect(within(second).getByText('No words')).toBeInTheDocument();
    expect(within(second).getByText('34 bytes')).toBeInTheDocument();
    expect(within(third).getByText('Processing')).toBeInTheDocument();
    expect(within(third).getByText('German')).toBeInTheDocument();
    expect(within(fourth).getByText('Failed')).toBeInTheDocument();
    expect(within(fourth).getByText('This PDF is encrypted.')).toBeInTheDocument();
    expect(screen.getByText('(4 of 5)')).toBeInTheDocument();
  });

  it('shows a completed file’s notice (only the first pages of a long PDF were read)', async () => {
    const notice = 'Only the first 86 of 107 pages were read: more than enough to learn your voice from.';
    await renderScreen({ files: [uploadedFile({ filename: 'book.pdf', notice })] });
    expect(await screen.findByText(notice)).toBeInTheDocument();
  });

  it('asks for analysis (blue) when a completed file has words and there is no profile', async () => {
    await renderScreen({ files: [uploadedFile()] });
    expect(await screen.findByRole('heading', { name: 'Analysis required' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Analyze my voice' })).toBeEnabled();
    expect(screen.queryByRole('heading', { name: 'No words to learn from' })).not.toBeInTheDocument();
    expect(screen.queryByText('Your voice profile is ready')).not.toBeInTheDocument();
  });

  it('warns (orange) when the completed files hold no words, and offers no analysis', async () => {
    await renderScreen({ files: [uploadedFile({ total_words: 0, has_meaningful_content: false })] });
    expect(await screen.findByRole('heading', { name: 'No words to learn from' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Analyze my voice' })).not.toBeInTheDocument();
  });

  it('fetches the list again in the new language when the interface language changes', async () => {
    // The server words a failed file's reason in the language of the request (Accept-Language).
    const reasons: Record<string, string> = {
      en: 'This PDF is encrypted.',
      it: 'Questo PDF è protetto da password.',
    };
    await renderScreen(
      {},
      {
        'GET /files': (_body, _url, headers) =>
          filesReply([
            uploadedFile({
              filename: 'locked.pdf',
              status: 'failed',
              error: reasons[headers['Accept-Language'] ?? 'en'] ?? 'unknown language',
            }),
          ]),
      },
    );
    expect(await screen.findByText('This PDF is encrypted.')).toBeInTheDocument();
    try {
      await act(async () => {
        await i18n.changeLanguage('it');
      });
      expect(await screen.findByText('Questo PDF è protetto da password.')).toBeInTheDocument();
      expect(screen.queryByText('This PDF is encrypted.')).not.toBeInTheDocument();
    } finally {
      await act(async () => {
        await i18n.changeLanguage('en');
      });
    }
  });

  it('says so when the list cannot be loaded', async () => {
    await renderScreen({}, { 'GET /files': { status: 500, body: { error: '', code: 'INTERNAL' } } });
    expect(await screen.findByText('Failed to load uploaded files')).toBeInTheDocument();
  });

  it('shows the three steps of how it works', async () => {
    await renderScreen();
    expect(screen.getByRole('heading', { name: 'How it works' })).toBeInTheDocument();
    for (const name of ['Upload your writing', 'Analyze your voice', 'Generate content'])
      expect(screen.getAllByRole('heading', { name }).length).toBeGreaterThan(0);
  });
});

describe('voice setup: checks before sending (docs/product.md, Validation)', () => {
  it.each([
    [
      'a type other than PDF, DOCX or TXT',
      [] as UploadedFile[],
      [fileOf('photo.png', 100, 'image/png')],
      'Only PDF, DOCX and TXT files are supported.',
    ],
    [
      'more than 5 files with the stored ones',
      [1, 2, 3, 4].map((n) => uploadedFile({ id: `s${n}`, filename: `s${n}.txt`, file_size: 10 })),
      [fileOf('a.txt'), fileOf('b.txt')],
      'You have reached the maximum number of files (5). Please delete some files before uploading more.',
    ],
    [
      'a file over 5 MB',
      [] as UploadedFile[],
      [fileOf('big.pdf', 5 * MB + 1, 'application/pdf')],
      'One or more files exceed the 5MB size limit and were not uploaded.',
    ],
    [
      'more than 10 MB in all',
      [uploadedFile({ file_size: 4 * MB }), uploadedFile({ id: 'f2', file_size: 4 * MB })],
      [fileOf('c.pdf', 3 * MB, 'application/pdf')],
      'Total file size limit exceeded. Maximum 10MB allowed across all files.',
    ],
  ])('refuses %s with the spec message and sends nothing', async (_case, stored, picked, message) => {
    const { calls } = await renderScreen({ files: stored });
    await screen.findByText(
      stored.length
        ? `(${stored.length} of 5)`
        : 'No files yet. Upload a PDF, DOCX or TXT file to get started.',
    );
    await pick(picked);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(calls.some((call) => call.path === '/files/upload')).toBe(false);
  });

  it('says inline that a text file named .pdf is not a valid PDF, and sends nothing', async () => {
    const { calls } = await renderScreen();
    await screen.findByText(/No files yet/);
    await pick([
      fileOf('real.pdf', 100, 'application/pdf'),
      new File(['just some plain text'], 'notes.pdf', { type: 'application/pdf' }),
    ]);
    expect(await screen.findByRole('alert')).toHaveTextContent('This file is not a valid PDF: notes.pdf');
    expect(calls.some((call) => call.path === '/files/upload')).toBe(false);
  });

  it('checks dropped files the same way', async () => {
    const { calls } = await renderScreen();
    await screen.findByText(/No files yet/);
    const photo = fileOf('photo.png', 100, 'image/png');
    fireEvent.drop(screen.getByTestId('dropzone'), {
      dataTransfer: {
        files: [photo],
        items: [{ kind: 'file', type: photo.type, getAsFile: () => photo }],
        types: ['Files'],
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF, DOCX and TXT files are supported.');
    expect(calls.some((call) => call.path === '/files/upload')).toBe(false);
  });

  it('puts the upload box before the analysis, so a phone reaches it without scrolling past the profile', async () => {
    await renderScreen({ profile: withProfile, files: [uploadedFile()] });
    const panel = await screen.findByTestId('voice-analysis');
    const dropzone = screen.getByTestId('dropzone');
    expect(dropzone.compareDocumentPosition(panel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // The banner with the way to Generate still opens the page.
    const banner = screen.getByText('Your voice profile is ready');
    expect(banner.compareDocumentPosition(dropzone) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('offers no drop area once 5 files are stored', async () => {
    await renderScreen({
      files: [1, 2, 3, 4, 5].map((n) => uploadedFile({ id: `s${n}`, filename: `s${n}.txt` })),
    });
    expect(await screen.findByText(/You have 5 files, the most you can keep/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose files' })).not.toBeInTheDocument();
  });
});

describe('voice setup: upload', () => {
  it('shows the progress, sends the files as repeated `files` fields and reports the words found', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const stored: UploadedFile[] = [];
    const { calls } = await renderScreen(
      {},
      {
        'GET /files': () => filesReply(stored),
        'POST /files/upload': () => {
          stored.push(uploadedFile({ id: 'n1', filename: 'post.txt', total_words: 120 }));
          return {
            status: 201,
            body: { uploaded_files: stored, message: 'ok', voice_profile_reset: false },
          };
        },
      },
      { uploadGate: gate },
    );
    await screen.findByText(/No files yet/);
    await pick([fileOf('post.txt')]);

    const bar = await screen.findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '100'));
    expect(screen.getByText('Reading your writing…')).toBeInTheDocument();
    // Sent is not done: each file says the server is still reading it.
    const [row] = screen.getAllByTestId('upload-file');
    expect(row).toHaveTextContent(/post\.txt.*Reading the text…/);
    await act(async () => release());

    expect(
      await screen.findByText('File uploaded successfully with 120 words extracted.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('post.txt')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Upload progress' })).not.toBeInTheDocument();
    const upload = calls.find((call) => call.path === '/files/upload');
    expect(upload?.method).toBe('POST');
    expect(upload?.headers['Accept-Language']).toBe('en');
    const form = upload?.body as FormData;
    expect(form.getAll('files').map((f) => (f as File).name)).toEqual(['post.txt']);
  });

  it('says when an uploaded file had no words, and names each file of a batch', async () => {
    await renderScreen(
      {},
      {
        'POST /files/upload': {
          status: 201,
          body: {
            uploaded_files: [
              uploadedFile({ id: 'a', filename: 'a.txt', total_words: 1 }),
              uploadedFile({ id: 'b', filename: 'b.pdf', total_words: 0 }),
            ],
            message: 'ok',
            voice_profile_reset: false,
          },
        },
      },
    );
    await pick([fileOf('a.txt'), fileOf('b.pdf', 100, 'application/pdf')]);
    expect(
      await screen.findByText('a.txt: File uploaded successfully with 1 word extracted.'),
    ).toBeInTheDocument();
    expect(
      screen.getByText(
        'b.pdf: File uploaded successfully, but no words were found. This file has no value for Voice Setup.',
      ),
    ).toBeInTheDocument();
  });

  it('shows the profile as gone with the reset note when the upload reset it', async () => {
    let profile: VoiceProfileStatus = withProfile;
    await renderScreen(
      { profile: withProfile, files: [uploadedFile()] },
      {
        'GET /voice-profile': () => ({ body: profile }),
        'POST /files/upload': () => {
          profile = noProfile;
          return {
            status: 201,
            body: { uploaded_files: [uploadedFile({ id: 'n' })], message: 'ok', voice_profile_reset: true },
          };
        },
      },
    );
    expect(await screen.findByText('Your voice profile is ready')).toBeInTheDocument();
    await pick([fileOf('more.txt')]);
    expect(
      await screen.findByText(
        'Your voice profile has been reset. Please analyze your voice again to generate content.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your voice profile is ready')).not.toBeInTheDocument();
    expect(screen.queryByTestId('voice-analysis')).not.toBeInTheDocument();
  });

  it('shows the server’s message when the upload is refused, or the fallback without one', async () => {
    await renderScreen(
      {},
      {
        'POST /files/upload': {
          status: 415,
          body: { error: 'Only PDF, DOCX and TXT files are supported.', code: 'UNSUPPORTED_FILE_TYPE' },
        },
      },
    );
    await pick([fileOf('fake.pdf', 100, 'application/pdf')]);
    expect(await screen.findByRole('alert')).toHaveTextContent('Only PDF, DOCX and TXT files are supported.');
  });
});

describe('voice setup: analysis', () => {
  it('analyzes, then shows the banner with the way to /generate and the profile', async () => {
    const { calls } = await renderScreen(
      { files: [uploadedFile()] },
      {
        'POST /voice-profile/analyze': {
          status: 201,
          body: { profile: profileSummary, analysis, message: 'ok' },
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Analyze my voice' }));
    const message = 'Voice profile created successfully! You can now generate content.';
    // Said once, in the banner that shows the outcome, not again in a toast (decision 026).
    const banner = within(await screen.findByRole('region', { name: 'Your voice profile is ready' }));
    expect(await banner.findByRole('status')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    expect(calls.some((call) => call.method === 'POST' && call.path === '/voice-profile/analyze')).toBe(true);
    expect(screen.getByText('Your voice profile is ready')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate content' })).toHaveAttribute('href', '/generate');
    expect(screen.queryByRole('heading', { name: 'Analysis required' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Re-analyze' })).toBeInTheDocument();
  });

  it('keeps the words-missing message in the notice when the files hold too little running prose', async () => {
    const message =
      'Not enough running prose yet: your voice needs at least 300 words written in full sentences, and your files hold 84. Add about 216 more; headings, commands, lists and symbols do not count.';
    await renderScreen(
      { files: [uploadedFile()] },
      {
        'POST /voice-profile/analyze': {
          status: 409,
          body: { error: message, code: 'NOT_ENOUGH_PROSE', prose_words: 84, prose_words_needed: 300 },
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Analyze my voice' }));
    const notice = within(await screen.findByRole('region', { name: 'Analysis required' }));
    expect(await notice.findByRole('alert')).toHaveTextContent(message);
    // Said once, where it stays: not again in a toast that fades.
    expect(screen.getAllByText(message)).toHaveLength(1);
  });

  it('says in the notice, once, that an analysis ran out of time and what to do', async () => {
    const message =
      'Analyzing your writing took too long, so it was stopped. Please try again in a minute; if it happens again, analyze fewer or shorter files.';
    await renderScreen(
      { files: [uploadedFile()] },
      { 'POST /voice-profile/analyze': { status: 503, body: { error: message, code: 'ANALYSIS_TIMEOUT' } } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Analyze my voice' }));
    const notice = within(await screen.findByRole('region', { name: 'Analysis required' }));
    expect(await notice.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getAllByText(message)).toHaveLength(1);
    // The button stays, so trying again is one click.
    expect(notice.getByRole('button', { name: 'Analyze my voice' })).toBeEnabled();
  });

  it('shows the server’s message when the analysis fails', async () => {
    await renderScreen(
      { files: [uploadedFile()] },
      {
        'POST /voice-profile/analyze': {
          status: 409,
          body: {
            error: 'Upload at least one file with words before analyzing your voice.',
            code: 'NO_USABLE_FILES',
          },
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Analyze my voice' }));
    expect(
      await screen.findByText('Upload at least one file with words before analyzing your voice.'),
    ).toBeInTheDocument();
  });

  it('draws the profile: summary, tone chart, plain-language style lines, confidence tips, two samples', async () => {
    await renderScreen({ profile: withProfile, files: [uploadedFile()] });
    const panel = await screen.findByTestId('voice-analysis');
    const inPanel = within(panel);
    expect(
      inPanel.getByText('Learned from 3,100 words in 9 sections across 3 documents, written in English.'),
    ).toBeInTheDocument();
    expect(
      inPanel.getByText(
        'Inkprint set aside 250 words written in other languages: it learns your voice from the language you write in most.',
      ),
    ).toBeInTheDocument();
    expect(
      inPanel.getByText(
        'Inkprint set aside 50 words of lists and very short passages: they say little about your style.',
      ),
    ).toBeInTheDocument();
    expect(
      inPanel.getByText(
        'Main content type: blog post. Tone: professional and confident. Sentences: moderate. Vocabulary: rich.',
      ),
    ).toBeInTheDocument();
    const tones = inPanel.getByRole('list', { name: 'Tone' });
    const toneRows = within(tones).getAllByRole('listitem');
    expect(toneRows).toHaveLength(9);
    expect(toneRows[0]).toHaveTextContent('professional72%');
    expect(toneRows[1]).toHaveTextContent('confident64%');
    expect(
      within(inPanel.getByRole('list', { name: 'Content types' })).getAllByRole('listitem')[0],
    ).toHaveTextContent('blog post67%');
    expect(inPanel.getByText('You write short sentences: 12.4 words on average.')).toBeInTheDocument();
    expect(
      inPanel.getByText('Your paragraphs are of medium length: 64 words on average.'),
    ).toBeInTheDocument();
    expect(inPanel.getByText('You use commas in moderation: 1.2 per sentence.')).toBeInTheDocument();
    expect(
      inPanel.getByText('10% of your sentences are questions and 2% end with an exclamation mark.'),
    ).toBeInTheDocument();
    expect(inPanel.getByText('Your writing takes some attention to read.')).toBeInTheDocument();
    expect(inPanel.getByText('You use a rich vocabulary: 24% of your words are long.')).toBeInTheDocument();
    expect(inPanel.getByText('Add about 1,900 more words of your writing.')).toBeInTheDocument();
    expect(inPanel.getByText('Add 2 more documents.')).toBeInTheDocument();
    expect(inPanel.getByRole('progressbar', { name: 'Profile confidence' })).toHaveAttribute(
      'aria-valuenow',
      '62',
    );
    const samples = inPanel.getAllByTestId('voice-sample');
    expect(samples).toHaveLength(2);
    expect(samples[0]?.textContent).toHaveLength(201);
    expect(samples[0]?.textContent?.endsWith('…')).toBe(true);
    expect(samples[1]).toHaveTextContent('A short second sample.');
  });

  it('reads the profile in German, with the summary built from its keys', async () => {
    mockApi({ 'GET /files': filesReply([uploadedFile()]), 'GET /voice-profile': { body: withProfile } });
    await renderApp(<VoiceSetupPage />, { route: '/voice-setup' });
    await act(async () => {
      await i18n.changeLanguage('de');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Stil einrichten' })).toBeInTheDocument();
    expect(
      await screen.findByText(
        'Gelernt aus 3.100 Wörtern in 9 Abschnitten aus 3 Dokumenten, auf Englisch geschrieben.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Sie schreiben kurze Sätze: im Schnitt 12,4 Wörter.')).toBeInTheDocument();
    expect(screen.getByText('Fügen Sie 2 weitere Dokumente hinzu.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Inkprint hat 250 Wörter in anderen Sprachen beiseitegelassen: Ihr Stil wird aus der Sprache gelernt, in der Sie am meisten schreiben.',
      ),
    ).toBeInTheDocument();
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });

  it('gives the summary the figures of the cards for files in five languages, and says what it set aside', async () => {
    // QA's files: en, de, fr, it, pt of 156, 97, 80, 72 and 68 words; the voice is learned from the English.
    const mixed: VoiceProfileStatus = {
      has_profile: true,
      profile: { ...profileSummary, total_words_analyzed: 156, content_sections_analyzed: 1 },
      analysis: {
        ...analysis,
        content_summary: {
          key: 'summary',
          params: {
            ...(analysis.content_summary as { params: object }).params,
            sections: 5,
            words: 473,
            documents: 5,
            learned_sections: 1,
            learned_words: 156,
            learned_documents: 1,
            other_language_words: 317,
            minor_words: 0,
            language: 'en',
            tones: ['professional'],
            complexity: 'simple',
            vocabulary: 'simple',
            content_type: 'general_content',
          },
        },
        total_words: 473,
        total_sections: 5,
        languages: { en: 0.33, de: 0.205, fr: 0.169, it: 0.152, pt: 0.144 },
        confidence: { level: 'low', score: 0.39, reasons: ['more_words', 'single_language'] },
      },
    };
    await renderScreen({ profile: mixed, files: [uploadedFile()] });
    const inPanel = within(await screen.findByTestId('voice-analysis'));
    expect(
      inPanel.getByText('Learned from 156 words in 1 section across 1 document, written in English.'),
    ).toBeInTheDocument();
    expect(
      inPanel.getByText(
        'Inkprint set aside 317 words written in other languages: it learns your voice from the language you write in most.',
      ),
    ).toBeInTheDocument();
    expect(inPanel.queryByText(/lists and very short passages/)).not.toBeInTheDocument();
    const card = (label: string) => inPanel.getByText(label).nextElementSibling?.textContent;
    expect(card('Words analyzed')).toBe('156');
    expect(card('Sections analyzed')).toBe('1');
    expect(inPanel.getByText('Add about 4,900 more words of your writing.')).toBeInTheDocument();
    expect(
      inPanel.getByText(
        'Keep to one language: writing in other languages is set aside, so it does not help your profile.',
      ),
    ).toBeInTheDocument();
  });

  it('words a profile stored before it counted what it learned from with its totals', async () => {
    const params = { ...(analysis.content_summary as { params: Record<string, unknown> }).params };
    for (const key of [
      'learned_sections',
      'learned_words',
      'learned_documents',
      'other_language_words',
      'minor_words',
    ])
      delete params[key];
    const older = {
      ...withProfile,
      analysis: { ...analysis, content_summary: { key: 'summary', params } },
    } as VoiceProfileStatus;
    await renderScreen({ profile: older, files: [uploadedFile()] });
    const inPanel = within(await screen.findByTestId('voice-analysis'));
    expect(
      inPanel.getByText('Learned from 3,400 words in 12 sections across 3 documents, written in English.'),
    ).toBeInTheDocument();
    expect(inPanel.queryByText(/set aside/)).not.toBeInTheDocument();
    expect(inPanel.getByText('Add about 1,600 more words of your writing.')).toBeInTheDocument();
  });

  it('keeps a sample’s title apart from its first sentence', async () => {
    const titled = {
      ...withProfile,
      analysis: {
        ...analysis,
        sample_content: ['Why I Started Baking Bread\n\nI never planned to bake bread.\nIt just happened.'],
      },
    };
    await renderScreen({ profile: titled, files: [uploadedFile()] });
    const [sample] = within(await screen.findByTestId('voice-analysis')).getAllByTestId('voice-sample');
    const paragraphs = [...(sample?.querySelectorAll('p') ?? [])].map((p) => p.textContent);
    expect(paragraphs).toEqual([
      'Why I Started Baking Bread',
      'I never planned to bake bread. It just happened.',
    ]);
  });

  it('puts the punctuation of the languages line in each language’s own style', async () => {
    mockApi({ 'GET /files': filesReply([uploadedFile()]), 'GET /voice-profile': { body: withProfile } });
    await renderApp(<VoiceSetupPage />, { route: '/voice-setup' });
    const label = await screen.findByText('Languages:');
    expect(label.parentElement?.textContent).toBe('Languages: English 93% · German 7%');
    await act(async () => {
      await i18n.changeLanguage('fr');
    });
    // French sets a no-break space before a colon, as the other French screens do.
    // Exact text: the default matcher would read the no-break space as a plain one.
    const french = await screen.findByText('Langues\u00a0:', { normalizer: (text) => text });
    expect(french.parentElement?.textContent).toMatch(/^Langues\u00a0: Anglais 93\s% · Allemand 7\s%$/);
    await act(async () => {
      await i18n.changeLanguage('en');
    });
  });
});

describe('voice setup: delete', () => {
  it('deletes one file, reads the profile again and confirms', async () => {
    let stored = [uploadedFile(), uploadedFile({ id: 'f2', filename: 'second.txt' })];
    const { calls } = await renderScreen(
      {},
      {
        'GET /files': () => filesReply(stored),
        'DELETE /files/f2': () => {
          stored = stored.filter((f) => f.id !== 'f2');
          return { body: { message: 'ok', voice_profile_reset: false } };
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete second.txt' }));
    expect(await screen.findByText('File deleted successfully')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('second.txt')).not.toBeInTheDocument());
    expect(calls.filter((call) => call.path === '/voice-profile').length).toBeGreaterThan(1);
  });

  it('says so when a file cannot be deleted', async () => {
    await renderScreen(
      { files: [uploadedFile()] },
      { 'DELETE /files/f1': { status: 500, body: { error: '', code: 'INTERNAL' } } },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete newsletter.txt' }));
    expect(await screen.findByText(/Something went wrong|Failed to delete file/)).toBeInTheDocument();
  });

  it('asks before deleting all, can be cancelled, then deletes all and drops the profile', async () => {
    let stored = [uploadedFile(), uploadedFile({ id: 'f2', filename: 'second.txt' })];
    const { calls } = await renderScreen(
      { profile: withProfile },
      {
        'GET /files': () => filesReply(stored),
        'DELETE /files/clear-all': () => {
          stored = [];
          return { body: { message: 'ok', deleted_count: 2 } };
        },
      },
    );
    await screen.findByText('second.txt');
    await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    expect(screen.getByText('Are you sure you want to delete all uploaded files?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText('Are you sure you want to delete all uploaded files?')).not.toBeInTheDocument();
    expect(calls.some((call) => call.path === '/files/clear-all')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Delete all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete all' }));
    expect(await screen.findByText('All files deleted successfully')).toBeInTheDocument();
    expect(await screen.findByText(/No files yet/)).toBeInTheDocument();
    expect(screen.queryByText('Your voice profile is ready')).not.toBeInTheDocument();
  });

  it('drops the reset note with the files: after delete all there is nothing to analyse again', async () => {
    let profile: VoiceProfileStatus = withProfile;
    let stored = [uploadedFile()];
    await renderScreen(
      {},
      {
        'GET /files': () => filesReply(stored),
        'GET /voice-profile': () => ({ body: profile }),
        'POST /files/upload': (body) => {
          // As the server does: an upload resets the profile only when there is one.
          const reset = profile.has_profile;
          profile = noProfile;
          const added = (body as FormData)
            .getAll('files')
            .map((file, n) => uploadedFile({ id: `n${stored.length + n}`, filename: (file as File).name }));
          stored = [...stored, ...added];
          return {
            status: 201,
            body: { uploaded_files: added, message: 'ok', voice_profile_reset: reset },
          };
        },
        'DELETE /files/clear-all': () => {
          stored = [];
          return { body: { message: 'ok', deleted_count: 2 } };
        },
      },
    );
    const note = 'Your voice profile has been reset. Please analyze your voice again to generate content.';
    expect(await screen.findByText('Your voice profile is ready')).toBeInTheDocument();
    await pick([fileOf('more.txt')]);
    expect(await screen.findByText(note)).toBeInTheDocument();

    await userEvent.click(await screen.findByRole('button', { name: 'Delete all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete all' }));
    expect(await screen.findByText(/No files yet/)).toBeInTheDocument();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
    // …and it does not come back with the next upload: the profile was absent, not reset by it.
    await pick([fileOf('fresh.txt')]);
    expect(await screen.findByText('fresh.txt')).toBeInTheDocument();
    expect(screen.queryByText(note)).not.toBeInTheDocument();
  });

  it('closes the delete-all confirmation when the file list changes (a new upload)', async () => {
    let stored = [uploadedFile()];
    await renderScreen(
      {},
      {
        'GET /files': () => filesReply(stored),
        'POST /files/upload': (body) => {
          const added = (body as FormData)
            .getAll('files')
            .map((file, n) => uploadedFile({ id: `n${stored.length + n}`, filename: (file as File).name }));
          stored = [...stored, ...added];
          return { status: 201, body: { uploaded_files: added, message: 'ok', voice_profile_reset: false } };
        },
      },
    );
    const question = 'Are you sure you want to delete all uploaded files?';
    await userEvent.click(await screen.findByRole('button', { name: 'Delete all' }));
    expect(screen.getByText(question)).toBeInTheDocument();
    await pick([fileOf('later.txt')]);
    expect(await screen.findByText('later.txt')).toBeInTheDocument();
    expect(screen.queryByText(question)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete all' })).toBeInTheDocument();
  });

  it('says so when the files cannot all be deleted', async () => {
    await renderScreen({ files: [uploadedFile()] }, { 'DELETE /files/clear-all': { status: 500 } });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete all' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete all' }));
    expect(await screen.findByText(/Something went wrong/)).toBeInTheDocument();
  });
});

describe('voice setup with work in the background (decision 028)', () => {
  const run = (over: Record<string, unknown> = {}) => ({
    id: 'run-1',
    state: 'running',
    stage: 'analyzing',
    percent: 30,
    error: null,
    created_at: '2026-11-27T10:00:00.000Z',
    updated_at: '2026-11-27T10:00:01.000Z',
    finished_at: null,
    ...over,
  });

  it('moves a file row from processing to ready as the list is asked again, in a live region', async () => {
    let reads = 0;
    await renderScreen(
      {},
      {
        'GET /files': () => {
          reads++;
          const status = reads < 2 ? 'processing' : 'completed';
          return filesReply([uploadedFile({ status, total_words: status === 'completed' ? 1200 : 0 })]);
        },
      },
    );
    const row = await screen.findByTestId('file-row');
    expect(within(row).getByText('Processing')).toHaveAttribute('aria-live', 'polite');
    expect(await within(row).findByText('Ready', undefined, { timeout: 4000 })).toHaveAttribute(
      'aria-live',
      'polite',
    );
    expect(reads).toBeGreaterThanOrEqual(2);
  });

  it('follows an analysis answered 202 with a progress line, then shows the profile', async () => {
    let runReads = 0;
    let done = false;
    await renderScreen(
      { files: [uploadedFile()] },
      {
        'POST /voice-profile/analyze': {
          status: 202,
          body: { run: run({ state: 'queued', stage: null, percent: 0 }), message: 'Being analyzed.' },
        },
        'GET /voice-profile/analysis': () => {
          runReads++;
          if (runReads < 3) return { body: { run: runReads < 2 ? null : run() } };
          done = true;
          return { body: { run: run({ state: 'done', stage: null, percent: 100 }) } };
        },
        'GET /voice-profile': () => ({ body: done ? withProfile : noProfile }),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Analyze my voice' }));
    const progress = await screen.findByTestId('analysis-progress');
    expect(within(progress).getByRole('progressbar', { name: 'Analysis progress' })).toBeInTheDocument();
    expect(await within(progress).findByText('Analyzing your voice…')).toHaveAttribute('role', 'status');
    expect(
      await screen.findByRole('region', { name: 'Your voice profile is ready' }, { timeout: 4000 }),
    ).toBeVisible();
    expect(screen.queryByTestId('analysis-progress')).not.toBeInTheDocument();
  });

  it('keeps a failed run’s refusal in the notice, as the call would have answered it', async () => {
    const message =
      'Not enough running prose yet: your voice needs at least 300 words written in full sentences, and your files hold 84. Add about 216 more; headings, commands, lists and symbols do not count.';
    await renderScreen(
      { files: [uploadedFile()] },
      {
        'POST /voice-profile/analyze': { status: 202, body: { run: run(), message: 'Being analyzed.' } },
        'GET /voice-profile/analysis': {
          body: {
            run: run({
              state: 'failed',
              stage: null,
              percent: 0,
              error: { code: 'NOT_ENOUGH_PROSE', error: message, prose_words: 84, prose_words_needed: 300 },
            }),
          },
        },
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Analyze my voice' }));
    const notice = within(await screen.findByRole('region', { name: 'Analysis required' }));
    expect(await notice.findByRole('alert', undefined, { timeout: 4000 })).toHaveTextContent(message);
  });
});
