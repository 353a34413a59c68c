/**
 * The content history (issue #14, server half), on each database: pages newest first and their edges
 * (empty, one page, an exact multiple, past the end), every page size and refused ones, the type filter
 * crossed with search, search that ignores case and accents and takes `%`, `_`, `\` and quotes literally,
 * one item, delete and clear-all (no quota given back), another user's items, stats, and the messages.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationUsage } from '../src/db/schema/index.js';
import { createGeneration, type GenerationOpts } from './factories.js';
import { Client, dbTargets, signedInClient, startServer, type TestServer } from './helpers.js';

interface Item {
  id: string;
  prompt: string;
  content_type: string;
  generated_text: string;
  created_at: string;
  voice_match: number | null;
}
interface Pagination {
  page: number;
  per_page: number;
  total: number;
  pages: number;
  has_prev: boolean;
  has_next: boolean;
}
interface HistoryBody {
  content: Item[];
  pagination: Pagination;
  code?: string;
  fields?: Record<string, string>;
}
interface StatsBody {
  total_content: number;
  content_by_type: Record<string, number>;
  recent_activity: {
    id: string;
    content_type: string;
    prompt: string;
    word_count: number;
    created_at: string;
  }[];
}

const T0 = Date.parse('2026-01-01T00:00:00Z');
/** `n` items, one minute apart, the last the newest. */
function series(n: number, make: (i: number) => GenerationOpts = () => ({})): GenerationOpts[] {
  return Array.from({ length: n }, (_, i) => ({
    prompt: `Prompt number ${i}`,
    ...make(i),
    createdAt: new Date(T0 + i * 60_000),
  }));
}

describe.each(dbTargets)('content history on %s', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(target);
  });
  afterAll(async () => {
    await server?.close();
  });

  const history = (client: Client, query = '') =>
    client.get<HistoryBody>(`/content/history${query ? `?${query}` : ''}`);
  const searchFor = async (client: Client, term: string, extra = '') => {
    const res = await history(client, `search=${encodeURIComponent(term)}&per_page=50${extra}`);
    expect(res.status).toBe(200);
    return res.body.content.map((c) => c.prompt).sort();
  };

  it('answers an empty history with an empty first page', async () => {
    const { client } = await signedInClient(server);
    const res = await history(client);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      content: [],
      pagination: { page: 1, per_page: 10, total: 0, pages: 0, has_prev: false, has_next: false },
    });
  });

  it('counts one voice’s items past its first page, and only that voice’s, whatever other voices and users hold', async () => {
    const { client, user } = await signedInClient(server);
    const other = await signedInClient(server);
    const made = await client.post<{ voice: { id: string; name: string } }>('/voices', { name: 'Company' });
    const company = made.body.voice;
    const mine = (await client.get<{ voices: { id: string; name: string }[] }>('/voices')).body.voices[0]!;
    await createGeneration(server, user, [
      ...series(13, () => ({ voice: company })),
      ...series(4, () => ({ voice: mine })),
      ...series(2),
    ]);
    await createGeneration(server, other.user, series(3));
    const first = await history(client, `voice_id=${company.id}`);
    expect(first.body.pagination).toMatchObject({ total: 13, pages: 2, has_next: true });
    const second = await history(client, `voice_id=${company.id}&page=2`);
    expect(second.body.content).toHaveLength(3);
    expect(second.body.pagination.total).toBe(13);
    const typed = await history(client, `voice_id=${company.id}&content_type=email`);
    expect(typed.body.pagination.total).toBe(0);
    // Another user's voice is not found, and counts nothing.
    expect((await history(other.client, `voice_id=${company.id}`)).status).toBe(404);
  });

  it('lists one page newest first, with every field of the item', async () => {
    const { client, user } = await signedInClient(server);
    const ids = await createGeneration(server, user, series(3));
    const res = await history(client);
    expect(res.status).toBe(200);
    expect(res.body.content.map((c) => c.id)).toEqual([...ids].reverse());
    expect(res.body.pagination).toEqual({
      page: 1,
      per_page: 10,
      total: 3,
      pages: 1,
      has_prev: false,
      has_next: false,
    });
    const first = res.body.content[0] as unknown as Record<string, unknown>;
    expect(Object.keys(first).sort()).toEqual(
      [
        'id',
        'prompt',
        'content_type',
        'generated_text',
        'word_count',
        'character_count',
        'language',
        'length',
        'created_at',
        'provider',
        'model',
        'seed',
        'voice_match',
        'voice_match_differences',
        'voice_match_basis',
        'generic_voice_match',
        'revised',
        'cut_short',
        'duration_ms',
        'voice_id',
        'voice_name',
        'mode',
        'source_text',
        'source_voice_match',
      ].sort(),
    );
    expect(first.cut_short).toBe(false);
    // An item of no voice (as one whose voice was deleted), made from a brief (decision 033).
    expect(first).toMatchObject({ voice_id: null, voice_name: null, mode: 'generate', source_text: null });
    // Items stored before the score's basis was recorded answer null (decision 005).
    expect(first.voice_match_basis).toBeNull();
    // Items with no generic baseline recorded answer null (decision 023, "Update").
    expect(first.generic_voice_match).toBeNull();
    expect(first.created_at).toBe(new Date(T0 + 2 * 60_000).toISOString());
    expect(first).not.toHaveProperty('search_text');
  });

  it('pages an exact multiple, and a page past the end is empty with the true figures', async () => {
    const { client, user } = await signedInClient(server);
    const ids = (await createGeneration(server, user, series(20))).reverse();
    const second = await history(client, 'page=2');
    expect(second.body.content.map((c) => c.id)).toEqual(ids.slice(10, 20));
    expect(second.body.pagination).toEqual({
      page: 2,
      per_page: 10,
      total: 20,
      pages: 2,
      has_prev: true,
      has_next: false,
    });
    const past = await history(client, 'page=7');
    expect(past.status).toBe(200);
    expect(past.body).toEqual({
      content: [],
      pagination: { page: 7, per_page: 10, total: 20, pages: 2, has_prev: true, has_next: false },
    });
  });

  it('keeps items with the same time in one order across pages', async () => {
    const { client, user } = await signedInClient(server);
    const same = new Date(T0);
    const ids = await createGeneration(
      server,
      user,
      Array.from({ length: 12 }, () => ({ createdAt: same })),
    );
    const one = await history(client, 'per_page=5&page=1');
    const two = await history(client, 'per_page=5&page=2');
    const three = await history(client, 'per_page=5&page=3');
    const seen = [...one.body.content, ...two.body.content, ...three.body.content].map((c) => c.id);
    expect(seen.sort()).toEqual([...ids].sort());
  });

  it('serves every page size and refuses any other', async () => {
    const { client, user } = await signedInClient(server);
    const ids = (await createGeneration(server, user, series(23))).reverse();
    for (const size of [5, 10, 20, 50]) {
      const res = await history(client, `per_page=${size}&page=2`);
      expect(res.status).toBe(200);
      expect(res.body.content.map((c) => c.id)).toEqual(ids.slice(size, 2 * size));
      expect(res.body.pagination).toMatchObject({
        per_page: size,
        total: 23,
        pages: Math.ceil(23 / size),
        has_next: 2 < Math.ceil(23 / size),
      });
    }
    for (const bad of [
      'per_page=7',
      'per_page=0',
      'per_page=100',
      'per_page=ten',
      'page=0',
      'page=-1',
      'page=1.5',
      'page=1e1',
      'page=0x2',
      'page=',
    ]) {
      const res = await history(client, bad);
      expect(res.status, bad).toBe(400);
      expect(res.body.code, bad).toBe('VALIDATION_ERROR');
    }
    // Each says what is wrong with the field, never that a given field is missing.
    for (const bad of ['page=0', 'page=-1', 'page=1.5', 'page=1e1', 'page=x']) {
      const res = await history(client, bad);
      expect(res.body.fields, bad).toEqual({ page: 'Please enter a whole number of 1 or more.' });
    }
    expect((await history(client, 'per_page=0')).body.fields).toEqual({
      per_page: 'Please choose one of the options.',
    });
    const unknownType = await history(client, 'content_type=poem');
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.code).toBe('VALIDATION_ERROR');
  });

  it('filters by type, searches prompt and text, and combines both', async () => {
    const { client, user } = await signedInClient(server);
    await createGeneration(server, user, [
      { prompt: 'Spring launch', text: 'Our garden tools are here.', contentType: 'email' },
      { prompt: 'Spring launch', text: 'Our garden tools are here.', contentType: 'social_media' },
      { prompt: 'Autumn notes', text: 'The garden sleeps.', contentType: 'email' },
      { prompt: 'Winter sale', text: 'Boots and coats.', contentType: 'email' },
      { prompt: 'Catalogue', text: 'A sturdy spade.', contentType: 'product_description' },
    ]);
    const emails = await history(client, 'content_type=email');
    expect(emails.body.pagination.total).toBe(3);
    expect(emails.body.content.every((c) => c.content_type === 'email')).toBe(true);

    expect(await searchFor(client, 'garden')).toEqual(['Autumn notes', 'Spring launch', 'Spring launch']);
    expect(await searchFor(client, 'spring')).toEqual(['Spring launch', 'Spring launch']);
    expect(await searchFor(client, 'garden', '&content_type=email')).toEqual([
      'Autumn notes',
      'Spring launch',
    ]);
    expect(await searchFor(client, 'spade', '&content_type=product_description')).toEqual(['Catalogue']);
    expect(await searchFor(client, 'spade', '&content_type=email')).toEqual([]);
    // A word split between prompt and text is not a match: they are searched as two fields.
    expect(await searchFor(client, 'launch our')).toEqual([]);
    // A blank search is no search.
    expect((await history(client, 'search=%20%20')).body.pagination.total).toBe(5);

    const paged = await history(client, 'search=garden&per_page=5&page=2');
    expect(paged.body).toEqual({
      content: [],
      pagination: { page: 2, per_page: 5, total: 3, pages: 1, has_prev: true, has_next: false },
    });
  });

  it('pages a search and a filtered listing newest first, with the true total on every page', async () => {
    const { client, user } = await signedInClient(server);
    // 30 items: every third an e-mail, every other one mentions the harbour.
    const ids = (
      await createGeneration(
        server,
        user,
        series(30, (i) => ({
          contentType: i % 3 === 0 ? 'email' : 'blog_post',
          text: i % 2 === 0 ? `Boats in the Harbour, day ${i}.` : `A quiet field, day ${i}.`,
        })),
      )
    ).reverse();
    const at = (pred: (i: number) => boolean) => ids.filter((_, k) => pred(29 - k));
    const cases: [string, string[]][] = [
      ['search=harbour', at((i) => i % 2 === 0)],
      ['content_type=email', at((i) => i % 3 === 0)],
      ['search=HARBOUR&content_type=email', at((i) => i % 6 === 0)],
    ];
    for (const [query, expected] of cases) {
      const seen: string[] = [];
      for (let page = 1; page <= 4; page++) {
        const res = await history(client, `${query}&per_page=5&page=${page}`);
        expect(res.status, query).toBe(200);
        expect(res.body.pagination, `${query} page ${page}`).toEqual({
          page,
          per_page: 5,
          total: expected.length,
          pages: Math.ceil(expected.length / 5),
          has_prev: page > 1,
          has_next: page < Math.ceil(expected.length / 5),
        });
        seen.push(...res.body.content.map((c) => c.id));
      }
      expect(seen, query).toEqual(expected);
    }
  });

  it('ignores case and accents, in the item and in the search', async () => {
    const { client, user } = await signedInClient(server);
    await createGeneration(server, user, [
      { prompt: 'Café menu', text: 'Crème brûlée tonight.' },
      { prompt: 'Straße', text: 'Wir öffnen die Tür.' },
      // Decomposed: e + combining acute accent.
      { prompt: 'Decomposed', text: 'Un cafe\u0301 noir, s’il vous plaît.' },
      { prompt: 'Plain', text: 'Nothing accented here: cafeteria.' },
      { prompt: 'Portuguese', text: 'Promoção de verão, coração.' },
    ]);
    expect(await searchFor(client, 'cafe')).toEqual(['Café menu', 'Decomposed', 'Plain']);
    expect(await searchFor(client, 'CAFÉ ')).toEqual(['Café menu', 'Decomposed', 'Plain']);
    expect(await searchFor(client, 'café menu')).toEqual(['Café menu']);
    expect(await searchFor(client, 'creme brulee')).toEqual(['Café menu']);
    expect(await searchFor(client, 'strasse')).toEqual(['Straße']);
    expect(await searchFor(client, 'TUR')).toEqual(['Straße']);
    expect(await searchFor(client, 'promocao de verao')).toEqual(['Portuguese']);
    expect(await searchFor(client, "s'il vous")).toEqual(['Decomposed']);
  });

  it('finds searches too short for the trigram index, in the user’s own items only', async () => {
    const { client, user } = await signedInClient(server);
    const other = await signedInClient(server);
    await createGeneration(server, user, [
      { prompt: 'Ørsted', text: 'Wind.' },
      { prompt: 'Straße', text: 'Road.' },
      { prompt: 'Offer', text: 'Now 50% off.' },
      { prompt: 'Quiz', text: 'Q & A.', contentType: 'email' },
    ]);
    await createGeneration(server, other.user, [{ prompt: 'Ørsted', text: 'Q & A, 50% off, Straße.' }]);
    // One or two letters, or no three letters in a row: no trigram to look up.
    expect(await searchFor(client, 'Ø')).toEqual(['Offer', 'Straße', 'Ørsted']);
    expect(await searchFor(client, 'ß')).toEqual(['Straße']);
    expect(await searchFor(client, '%')).toEqual(['Offer']);
    expect(await searchFor(client, '0%')).toEqual(['Offer']);
    expect(await searchFor(client, 'q &')).toEqual(['Quiz']);
    expect(await searchFor(client, 'a', '&content_type=email')).toEqual(['Quiz']);
    expect(await searchFor(client, 'zz')).toEqual([]);
    const past = await history(client, 'search=o&per_page=5&page=2');
    expect(past.body).toEqual({
      content: [],
      pagination: { page: 2, per_page: 5, total: 3, pages: 1, has_prev: true, has_next: false },
    });
  });

  it('searches %, _, \\ and quotes as themselves', async () => {
    const { client, user } = await signedInClient(server);
    await createGeneration(server, user, [
      { prompt: 'percent', text: 'Save 50% today.' },
      { prompt: 'no percent', text: 'Save 50 dollars today, 500 in all.' },
      { prompt: 'underscore', text: 'Use snake_case names.' },
      { prompt: 'no underscore', text: 'Use snakeXcase names.' },
      { prompt: 'backslash', text: 'The path C:\\docs\\notes is local.' },
      { prompt: 'no backslash', text: 'The path C:docsnotes is local.' },
      { prompt: 'quotes', text: `It's "ready" now; O'Brien said so.` },
    ]);
    expect(await searchFor(client, '%')).toEqual(['percent']);
    expect(await searchFor(client, '50%')).toEqual(['percent']);
    expect(await searchFor(client, '_')).toEqual(['underscore']);
    expect(await searchFor(client, 'snake_case')).toEqual(['underscore']);
    expect(await searchFor(client, '\\')).toEqual(['backslash']);
    expect(await searchFor(client, 'C:\\docs')).toEqual(['backslash']);
    expect(await searchFor(client, `o'brien`)).toEqual(['quotes']);
    expect(await searchFor(client, '"ready"')).toEqual(['quotes']);
    expect(await searchFor(client, `'; drop table generations; --`)).toEqual([]);
    expect((await history(client)).body.pagination.total).toBe(7);
  });

  it('refuses a search longer than a prompt may be', async () => {
    const { client } = await signedInClient(server);
    const res = await history(client, `search=${'a'.repeat(2001)}`);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_ERROR');
  });

  it('shows, deletes and clears only the owner’s items: another user’s item is not found', async () => {
    const mine = await signedInClient(server);
    const theirs = await signedInClient(server);
    const [myId] = await createGeneration(server, mine.user, { prompt: 'mine' });
    const [theirId] = await createGeneration(server, theirs.user, { prompt: 'theirs' });

    const shown = await mine.client.get<{ content: Item }>(`/content/${myId}`);
    expect(shown.status).toBe(200);
    expect(shown.body.content).toMatchObject({ id: myId, prompt: 'mine' });

    for (const [method, path] of [
      ['GET', `/content/${theirId}`],
      ['DELETE', `/content/${theirId}`],
      ['GET', '/content/no-such-item'],
      ['DELETE', '/content/no-such-item'],
    ] as const) {
      const res = await mine.client.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.body.code).toBe('NOT_FOUND');
    }
    expect((await history(mine.client)).body.content.map((c) => c.prompt)).toEqual(['mine']);
    expect((await mine.client.get<StatsBody>('/content/stats')).body.total_content).toBe(1);

    const cleared = await mine.client.delete('/content/clear-all');
    expect(cleared.body).toMatchObject({ deleted_count: 1 });
    const still = await theirs.client.get<{ content: Item }>(`/content/${theirId}`);
    expect(still.status).toBe(200);
  });

  it('answers ids no item can have (a NUL byte, control characters, 5,000 characters) as not found', async () => {
    const { client, user } = await signedInClient(server, 'de');
    await createGeneration(server, user, { prompt: 'mine' });
    for (const id of ['%00', 'abc%00def', 'a%0Db', 'a'.repeat(5000)]) {
      for (const method of ['GET', 'DELETE'] as const) {
        const res = await client.call(method, `/content/${id}`);
        expect(res.status, `${method} ${id.slice(0, 20)}`).toBe(404);
        expect(res.body).toEqual({ code: 'NOT_FOUND', error: 'Nicht gefunden.' });
      }
    }
    const bad = await client.call('GET', '/content/%C3%28');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ code: 'VALIDATION_ERROR', error: 'Die Adresse dieser Anfrage ist ungültig.' });
    expect((await history(client)).body.pagination.total).toBe(1);
  });

  it('asks for a session on every history call', async () => {
    const anonymous = new Client(server);
    for (const [method, path] of [
      ['GET', '/content/history'],
      ['GET', '/content/stats'],
      ['GET', '/content/x'],
      ['DELETE', '/content/x'],
      ['DELETE', '/content/clear-all'],
    ] as const) {
      const res = await anonymous.call(method, path);
      expect(res.status, `${method} ${path}`).toBe(401);
    }
  });

  it('deletes one item and clears the rest without giving quota back, in the user’s language', async () => {
    const { client, user } = await signedInClient(server, 'de');
    const ids = await createGeneration(server, user, series(4));
    const day = new Date().toISOString().slice(0, 10);
    await server.database.db.insert(generationUsage).values({ userId: user.id, day, used: 4 });

    const deleted = await client.delete(`/content/${ids[0]}`);
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ message: 'Der Inhalt wurde gelöscht.' });
    expect((await client.get(`/content/${ids[0]}`)).status).toBe(404);
    expect((await client.delete(`/content/${ids[0]}`)).status).toBe(404);

    // `clear-all` is the route, not an item id.
    const cleared = await client.delete('/content/clear-all');
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ message: 'Ihr Verlauf wurde gelöscht.', deleted_count: 3 });
    expect((await history(client)).body.pagination.total).toBe(0);
    const again = await client.delete('/content/clear-all');
    expect(again.body).toMatchObject({ deleted_count: 0 });

    const [usage] = await server.database.db
      .select()
      .from(generationUsage)
      .where(and(eq(generationUsage.userId, user.id), eq(generationUsage.day, day)));
    expect(usage?.used).toBe(4);
  });

  it('counts items by type with the latest five, before and after deleting', async () => {
    const { client, user } = await signedInClient(server);
    const empty = await client.get<StatsBody>('/content/stats');
    expect(empty.body).toEqual({ total_content: 0, content_by_type: {}, recent_activity: [] });

    const types = ['blog_post', 'email', 'blog_post', 'social_media', 'email', 'blog_post', 'marketing_copy'];
    const ids = await createGeneration(
      server,
      user,
      series(types.length, (i) => ({ contentType: types[i], text: 'word '.repeat(i + 1).trim() })),
    );
    const stats = await client.get<StatsBody>('/content/stats');
    expect(stats.status).toBe(200);
    expect(stats.body.total_content).toBe(7);
    expect(stats.body.content_by_type).toEqual({
      blog_post: 3,
      email: 2,
      social_media: 1,
      marketing_copy: 1,
    });
    expect(stats.body.recent_activity).toEqual(
      [6, 5, 4, 3, 2].map((i) => ({
        id: ids[i],
        content_type: types[i],
        prompt: `Prompt number ${i}`,
        word_count: i + 1,
        created_at: new Date(T0 + i * 60_000).toISOString(),
      })),
    );

    await client.delete(`/content/${ids[6]}`);
    await client.delete(`/content/${ids[3]}`);
    const after = await client.get<StatsBody>('/content/stats');
    expect(after.body.total_content).toBe(5);
    expect(after.body.content_by_type).toEqual({ blog_post: 3, email: 2 });
    expect(after.body.recent_activity.map((a) => a.id)).toEqual([5, 4, 2, 1, 0].map((i) => ids[i]));
  });
});
