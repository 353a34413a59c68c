// The dashboard against a stubbed /api: the four cards, the quota bar's colour thresholds, the content-type
// chart and its empty state, recent activity linking into History, the first five files with the view-all
// link, the skeleton, and the error box with its retry.
import type { Quota, StatsReply, UploadedFile } from '@inkprint/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { uploadedFile } from '../../features/voice-setup/test/fixtures';
import { twoVoices } from '../../features/voices/test/fixtures';
import { i18n } from '../../lib/i18n';
import { mockApi, renderApp, sessionHandlers, testUser } from '../../test/render';
import DashboardPage from './dashboard';

afterEach(() => {
  vi.unstubAllGlobals();
});

const stats: StatsReply = {
  total_content: 7,
  content_by_type: { blog_post: 4, email: 2, social_media: 1 },
  recent_activity: [
    {
      id: 'c7',
      content_type: 'blog_post',
      prompt:
        'A post about the autumn workshops, the new venue and why we moved it to the river side of town',
      word_count: 312,
      created_at: '2026-11-23T10:05:00.000Z',
    },
    {
      id: 'c6',
      content_type: 'email',
      prompt: 'Thank the volunteers',
      word_count: 1,
      created_at: '2026-11-23T09:00:00.000Z',
    },
    {
      id: 'c5',
      content_type: 'social_media',
      prompt: 'Workshop teaser',
      word_count: 95,
      created_at: '2026-11-22T18:30:00.000Z',
    },
  ],
};

function quota(remaining: number, dailyLimit = 10): Quota {
  return {
    daily_limit: dailyLimit,
    remaining,
    generations_used: dailyLimit - remaining,
    resets_at: '2026-11-24T00:00:00.000Z',
  };
}

function files(count: number): UploadedFile[] {
  return Array.from({ length: count }, (_, i) =>
    uploadedFile({ id: `f${i + 1}`, filename: `notes-${i + 1}.txt`, total_words: 100 * (i + 1) }),
  );
}

type Handlers = Parameters<typeof mockApi>[0];

async function renderDashboard(
  { s = stats, q = quota(7), f = files(2) }: { s?: StatsReply; q?: Quota; f?: UploadedFile[] } = {},
  extra: Handlers = {},
) {
  const api = mockApi({
    ...sessionHandlers(testUser),
    'GET /content/stats': { body: s },
    'GET /content/quota': { body: { quota: q } },
    'GET /files': { body: { files: f } },
    ...extra,
  });
  await renderApp(<DashboardPage />, { route: '/dashboard' });
  return api;
}

function card(name: string) {
  return screen.getByRole('group', { name });
}

function cardValue(name: string) {
  return within(card(name)).getByTestId('stat-value').textContent;
}

describe('dashboard: the stat cards', () => {
  it('shows total content, the quota as remaining of the limit, the file count and the number of types', async () => {
    await renderDashboard({ f: files(3) });
    await screen.findByRole('group', { name: 'Total content' });
    expect(cardValue('Total content')).toBe('7');
    expect(cardValue('Daily quota')).toBe('7 / 10');
    expect(cardValue('Uploaded files')).toBe('3');
    expect(cardValue('Content types')).toBe('3');
    // The bar fills with what is left, as the figure beside it counts: 7 of 10 left is 70 % full.
    const bar = within(card('Daily quota')).getByRole('progressbar', { name: 'Daily quota left' });
    expect(bar).toHaveAttribute('aria-valuenow', '70');
    expect(bar).toHaveAttribute('aria-valuetext', '7 of 10 left today');
  });

  it('counts only the types that have content', async () => {
    await renderDashboard({
      s: { ...stats, content_by_type: { blog_post: 2, email: 0 }, total_content: 2 },
    });
    await screen.findByRole('group', { name: 'Content types' });
    expect(cardValue('Content types')).toBe('1');
  });

  it.each<[number, number, string]>([
    [10, 10, 'green'], // nothing used
    [3, 10, 'green'], // 70 % used
    [3, 12, 'yellow'], // 75 % used: the amber threshold itself
    [2, 10, 'yellow'], // 80 % used
    [1, 10, 'red'], // 90 % used: the red threshold itself
    [0, 10, 'red'], // all used
  ])('colours the quota bar by the share used (%i of %i left → %s)', async (remaining, limit, tone) => {
    await renderDashboard({ q: quota(remaining, limit) });
    const bar = await screen.findByRole('progressbar', { name: 'Daily quota left' });
    expect(bar.firstElementChild).toHaveAttribute('data-tone', tone);
    // A fresh day reads as a full bar, not an empty grey track.
    expect(bar).toHaveAttribute('aria-valuenow', String(Math.round((remaining / limit) * 100)));
  });

  it('greets the user by first name and keeps the two main actions', async () => {
    await renderDashboard();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ana' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload content' })).toHaveAttribute('href', '/voice-setup');
    expect(screen.getByRole('link', { name: 'Generate content' })).toHaveAttribute('href', '/generate');
  });
});

describe('dashboard: the content-type chart', () => {
  it('lists each type by name with its count and share, largest first', async () => {
    await renderDashboard();
    const chart = await screen.findByRole('list', { name: 'Content by type' });
    const rows = within(chart)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows).toEqual(['Blog post4 (57%)', 'Email2 (29%)', 'Social media post1 (14%)']);
  });

  it('links to /generate when nothing has been generated yet', async () => {
    await renderDashboard({ s: { total_content: 0, content_by_type: {}, recent_activity: [] } });
    await screen.findByText('You have not generated any content yet.');
    expect(screen.queryByRole('list', { name: 'Content by type' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Generate your first piece' })).toHaveAttribute(
      'href',
      '/generate',
    );
    expect(
      screen.getByText('Nothing generated yet. Your latest pieces will show up here.'),
    ).toBeInTheDocument();
  });
});

describe('dashboard: recent activity', () => {
  it('links each item to History opening that item', async () => {
    await renderDashboard();
    const heading = await screen.findByRole('heading', { name: 'Recent activity' });
    const section = heading.closest('div.rounded-2xl') as HTMLElement;
    const links = within(section)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('href')?.includes('item='));
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/history?item=c7',
      '/history?item=c6',
      '/history?item=c5',
    ]);
    expect(links[0]).toHaveTextContent(/Blog post.*312 words/);
    expect(links[1]).toHaveTextContent(/Email.*1 word\b/);
    // Each row shows its prompt, cut at History's 80 characters, so two rows of one type tell apart.
    expect(links[1]).toHaveTextContent('Thank the volunteers');
    expect(links[0]).toHaveTextContent(
      'A post about the autumn workshops, the new venue and why we moved it to the rive…',
    );
  });

  it('shows at most five items', async () => {
    const many = Array.from({ length: 7 }, (_, i) => ({
      id: `x${i}`,
      content_type: 'email',
      prompt: `Prompt ${i}`,
      word_count: 10,
      created_at: '2026-11-23T10:00:00.000Z',
    }));
    await renderDashboard({ s: { ...stats, recent_activity: many } });
    await screen.findByRole('heading', { name: 'Recent activity' });
    expect(document.querySelectorAll('a[href^="/history?item="]')).toHaveLength(5);
  });
});

describe('dashboard: uploaded files', () => {
  it('lists all files with their status and words, without a view-all link when there are five or fewer', async () => {
    const five = files(5);
    five[1] = uploadedFile({ id: 'f2', filename: 'scan.pdf', total_words: 0 });
    five[2] = uploadedFile({ id: 'f3', filename: 'broken.docx', status: 'failed', total_words: 0 });
    await renderDashboard({ f: five });
    const list = await screen.findByTestId('dashboard-files');
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(5);
    expect(rows[0]).toHaveTextContent(/notes-1\.txt.*Ready.*100 words/);
    expect(rows[1]).toHaveTextContent(/scan\.pdf.*Ready.*No words/);
    expect(rows[2]).toHaveTextContent(/broken\.docx.*Failed$/);
    expect(screen.queryByRole('link', { name: /View all/ })).not.toBeInTheDocument();
  });

  it('shows the first five and links to /voice-setup when there are more', async () => {
    await renderDashboard({ f: files(7) });
    const list = await screen.findByTestId('dashboard-files');
    const names = within(list)
      .getAllByRole('listitem')
      .map((row) => row.querySelector('[title]')?.textContent);
    expect(names).toEqual(['notes-1.txt', 'notes-2.txt', 'notes-3.txt', 'notes-4.txt', 'notes-5.txt']);
    expect(screen.getByRole('link', { name: 'View all 7 files' })).toHaveAttribute('href', '/voice-setup');
  });

  it('with several voices, lists every voice’s files, newest read first, each naming and linking its voice', async () => {
    await renderDashboard(
      {},
      {
        'GET /voices': { body: { voices: twoVoices() } },
        'GET /files': (_body, url) => {
          const voice = url.searchParams.get('voice_id');
          const list =
            voice === 'v2'
              ? [
                  uploadedFile({
                    id: 'c1',
                    filename: 'company.txt',
                    processed_at: '2026-11-23T12:00:00.000Z',
                  }),
                ]
              : [uploadedFile({ id: 'm1', filename: 'mine.txt', processed_at: '2026-11-23T09:00:00.000Z' })];
          return { body: { files: list } };
        },
      },
    );
    const list = await screen.findByTestId('dashboard-files');
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('[title]')?.textContent)).toEqual(['company.txt', 'mine.txt']);
    expect(within(rows[0]!).getByRole('link', { name: 'Voice: Company' })).toHaveAttribute(
      'href',
      '/voice-setup?voice=v2',
    );
    expect(within(rows[1]!).getByRole('link', { name: 'Voice: My voice' })).toHaveAttribute(
      'href',
      '/voice-setup?voice=v1',
    );
  });

  it('says there are no files yet and links to voice setup', async () => {
    await renderDashboard({ f: [] });
    await screen.findByText('No files yet.');
    expect(screen.getByRole('link', { name: 'Upload your writing' })).toHaveAttribute('href', '/voice-setup');
  });
});

describe('dashboard: loading and failure', () => {
  it('shows a skeleton until every figure has arrived', async () => {
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    mockApi({
      ...sessionHandlers(testUser),
      'GET /content/stats': { body: stats },
      'GET /files': { body: { files: files(1) } },
    });
    const fetchMock = vi.mocked(fetch);
    const base = fetchMock.getMockImplementation();
    fetchMock.mockImplementation(async (input, init) => {
      if (String(input).includes('/content/quota')) {
        await gate;
        return new Response(JSON.stringify({ quota: quota(5) }), { status: 200 });
      }
      return base!(input, init);
    });
    await renderApp(<DashboardPage />, { route: '/dashboard' });
    expect(await screen.findByTestId('dashboard-skeleton')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your dashboard…');
    release();
    await screen.findByRole('group', { name: 'Daily quota' });
    expect(screen.queryByTestId('dashboard-skeleton')).not.toBeInTheDocument();
  });

  it('shows the error box when a call fails, and loads again on retry', async () => {
    let fail = true;
    await renderDashboard(
      {},
      {
        'GET /content/stats': () =>
          fail ? { status: 500, body: { error: 'Internal error', code: 'INTERNAL' } } : { body: stats },
      },
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to load dashboard data');
    expect(screen.queryByRole('group', { name: 'Total content' })).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await screen.findByRole('group', { name: 'Total content' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('dashboard: languages', () => {
  it('speaks the interface language, content-type names included', async () => {
    await renderDashboard();
    await screen.findByRole('group', { name: 'Total content' });
    await i18n.changeLanguage('de');
    await screen.findByRole('group', { name: 'Inhalte insgesamt' });
    expect(screen.getByRole('group', { name: 'Tageskontingent' })).toBeInTheDocument();
    const chart = screen.getByRole('list', { name: 'Inhalte nach Typ' });
    expect(within(chart).getAllByRole('listitem')[0]).toHaveTextContent('Blogbeitrag');
    await waitFor(() => expect(document.title).toMatch(/Übersicht/));
  });
});
