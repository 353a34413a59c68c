/**
 * Voices (issue #24, decision 033) over HTTP on both databases: /api/voices and its codes, the default voice of
 * a new account, per-voice files and limits, per-voice profiles and generation, the history filter, deleting a
 * voice (what goes, what stays, who becomes the default), the export, and isolation between voices and between
 * users: another user's voice is VOICE_NOT_FOUND on every call that takes `voice_id`.
 */
import { FILE_LIMITS, VOICE_LIMITS } from '@inkprint/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  fileSections,
  files,
  generations,
  users,
  voiceAnalyses,
  voiceProfiles,
  voices,
} from '../src/db/schema/index.js';
import { ANALYZE_JOB } from '../src/features/voice-profile/service.js';
import { prose, txt } from './documents.js';
import { createFile, createGeneration } from './factories.js';
import { userWithProfile } from './generation.js';
import {
  type Client,
  dbTargets,
  STRONG_PASSWORD,
  signedInClient,
  startServer,
  type TestServer,
  uniqueEmail,
} from './helpers.js';

interface Voice {
  id: string;
  name: string;
  is_default: boolean;
  file_count: number;
  total_words: number;
  has_profile: boolean;
  language: string | null;
  primary_tone: string | null;
  rules: string[];
  banned_phrases: string[];
  created_at: string;
  updated_at: string;
}
interface ErrorBody {
  error: string;
  code: string;
  fields?: Record<string, string>;
}
interface Item {
  id: string;
  voice_id: string | null;
  voice_name: string | null;
  mode: string;
  source_text: string | null;
  source_voice_match: number | null;
}

const list = async (client: Client) => (await client.get<{ voices: Voice[] }>('/voices')).body.voices;
const create = (client: Client, name: string) =>
  client.post<{ voice: Voice } & ErrorBody>('/voices', { name });
const patch = (client: Client, id: string, body: unknown) =>
  client.call<{ voice: Voice } & ErrorBody>('PATCH', `/voices/${encodeURIComponent(id)}`, body);
const brief = { prompt: 'A short note to my readers about spring', content_type: 'email', length: 'small' };

describe.each(dbTargets)('voices on %s', (target) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(target);
  });
  afterAll(async () => {
    await server?.close();
  });

  it('gives a new account its default voice, named in its language, in the registration', async () => {
    const email = uniqueEmail('voice');
    const reg = await server.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: {
        'accept-language': 'de',
        'content-type': 'application/json',
        origin: 'http://app.inkprint.test',
      },
      payload: { email, password: STRONG_PASSWORD },
    });
    expect(reg.statusCode).toBe(201);
    const [user] = await server.database.db.select().from(users).where(eq(users.email, email));
    const rows = await server.database.db.select().from(voices).where(eq(voices.userId, user!.id));
    expect(rows.map((v) => [v.name, v.isDefault])).toEqual([['Meine Stimme', true]]);

    for (const [lang, name] of [
      ['en', 'My voice'],
      ['fr', 'Ma voix'],
      ['it', 'La mia voce'],
      ['pt', 'Minha voz'],
    ] as const) {
      const { client } = await signedInClient(server, lang);
      const [only] = await list(client);
      expect(only).toMatchObject({
        name,
        is_default: true,
        file_count: 0,
        total_words: 0,
        has_profile: false,
        language: null,
        primary_tone: null,
        rules: [],
        banned_phrases: [],
      });
    }
  });

  it('creates, renames and lists voices; names are unique per account whatever their case', async () => {
    const { client } = await signedInClient(server);
    const made = await create(client, '  Acme Inc.  ');
    expect(made.status).toBe(201);
    expect(made.body.voice).toMatchObject({ name: 'Acme Inc.', is_default: false, file_count: 0 });
    expect(new Date(made.body.voice.created_at).toISOString()).toBe(made.body.voice.created_at);

    const taken = await create(client, 'ACME INC.');
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe('VOICE_NAME_TAKEN');
    expect(taken.body.error).toBe('You already have a voice with this name. Please choose another name.');
    expect((await create(client, 'my VOICE')).body.code).toBe('VOICE_NAME_TAKEN');

    for (const name of ['', '   ', 'x'.repeat(VOICE_LIMITS.nameMaxLength + 1), 'two\nlines']) {
      const bad = await create(client, name);
      expect(bad.status).toBe(400);
      expect(bad.body.code).toBe('VALIDATION_ERROR');
      expect(bad.body.fields?.name).toBeDefined();
    }
    expect((await create(client, 'x'.repeat(VOICE_LIMITS.nameMaxLength))).status).toBe(201);

    const renamed = await patch(client, made.body.voice.id, { name: 'Acme' });
    expect(renamed.status).toBe(200);
    expect(renamed.body.voice.name).toBe('Acme');
    // Its own name in another case is not "taken".
    expect((await patch(client, made.body.voice.id, { name: 'ACME' })).status).toBe(200);
    const clash = await patch(client, made.body.voice.id, { name: 'My Voice' });
    expect(clash.status).toBe(409);
    expect(clash.body.code).toBe('VOICE_NAME_TAKEN');

    const names = (await list(client)).map((v) => v.name);
    expect(names).toEqual(['My voice', 'ACME', 'x'.repeat(VOICE_LIMITS.nameMaxLength)]);
  });

  it(`refuses voice number ${VOICE_LIMITS.maxVoices + 1} with TOO_MANY_VOICES, also when created at once`, async () => {
    const { client } = await signedInClient(server, 'fr');
    const made = await Promise.all(
      Array.from({ length: VOICE_LIMITS.maxVoices + 2 }, (_, i) => create(client, `Voix ${i}`)),
    );
    const statuses = made.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(VOICE_LIMITS.maxVoices - 1);
    const refused = made.filter((r) => r.status === 409);
    expect(refused).toHaveLength(3);
    for (const r of refused) {
      expect(r.body.code).toBe('TOO_MANY_VOICES');
      expect(r.body.error).toContain(`${VOICE_LIMITS.maxVoices}`);
    }
    expect(await list(client)).toHaveLength(VOICE_LIMITS.maxVoices);
  });

  it('makes another voice the default, never leaving two or none', async () => {
    const { client, user } = await signedInClient(server);
    const [mine] = await list(client);
    const second = (await create(client, 'Second')).body.voice;
    const made = await patch(client, second.id, { is_default: true });
    expect(made.status).toBe(200);
    expect(made.body.voice.is_default).toBe(true);
    expect((await list(client)).map((v) => [v.name, v.is_default])).toEqual([
      ['My voice', false],
      ['Second', true],
    ]);
    // Only `true` is a change one asks for: a voice stops being the default when another becomes it.
    const off = await patch(client, second.id, { is_default: false });
    expect(off.status).toBe(400);
    expect(off.body.fields?.is_default).toBeDefined();
    // Calls without voice_id now mean the new default.
    await createFile(server, user, { voiceId: second.id });
    const defaultFiles = await client.get<{ files: unknown[] }>('/files');
    expect(defaultFiles.body.files).toHaveLength(1);
    expect((await client.get<{ files: unknown[] }>(`/files?voice_id=${mine!.id}`)).body.files).toHaveLength(
      0,
    );
  });

  it('stores rules and banned phrases trimmed, without duplicates, within their limits', async () => {
    const { client } = await signedInClient(server);
    const [mine] = await list(client);
    const set = await patch(client, mine!.id, {
      rules: ['  Address readers as du ', 'We say members, not customers', 'address READERS as du'],
      banned_phrases: ['leverage', ' Synergy ', 'LEVERAGE'],
    });
    expect(set.status).toBe(200);
    expect(set.body.voice.rules).toEqual(['Address readers as du', 'We say members, not customers']);
    expect(set.body.voice.banned_phrases).toEqual(['leverage', 'Synergy']);
    expect((await list(client))[0]?.banned_phrases).toEqual(['leverage', 'Synergy']);

    const bad: [unknown, string][] = [
      [{ rules: Array.from({ length: VOICE_LIMITS.maxRules + 1 }, (_, i) => `rule ${i}`) }, 'rules'],
      [{ rules: ['x'.repeat(VOICE_LIMITS.ruleMaxLength + 1)] }, 'rules.0'],
      [{ rules: ['  '] }, 'rules.0'],
      [{ rules: 'one rule' }, 'rules'],
      [
        { banned_phrases: Array.from({ length: VOICE_LIMITS.maxBannedPhrases + 1 }, (_, i) => `p${i}`) },
        'banned_phrases',
      ],
      [{ banned_phrases: ['x'.repeat(VOICE_LIMITS.bannedPhraseMaxLength + 1)] }, 'banned_phrases.0'],
      [{ colour: 'blue' }, 'colour'],
    ];
    for (const [body, field] of bad) {
      const r = await patch(client, mine!.id, body);
      expect(r.status, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(r.body.code).toBe('VALIDATION_ERROR');
      expect(Object.keys(r.body.fields ?? {})).toContain(field);
    }
    // Duplicates removed before the count: 21 entries of which 20 differ are fine.
    const many = Array.from({ length: VOICE_LIMITS.maxRules }, (_, i) => `rule ${i}`);
    const deduped = await patch(client, mine!.id, { rules: [...many, 'RULE 0'] });
    expect(deduped.status).toBe(200);
    expect(deduped.body.voice.rules).toEqual(many);
    // Empty lists clear them.
    expect((await patch(client, mine!.id, { rules: [], banned_phrases: [] })).body.voice).toMatchObject({
      rules: [],
      banned_phrases: [],
    });
  });

  it('keeps each voice’s files apart, with the file limits per voice', async () => {
    const { client, user } = await signedInClient(server);
    const [mine] = await list(client);
    const other = (await create(client, 'Company')).body.voice;
    // A voice_id after the files is refused: the voice must be known before a file is read.
    const late = await client.upload<ErrorBody>([{ name: 'c.txt', bytes: txt(prose(400)) }], {
      after: { voice_id: other.id },
    });
    expect(late.status).toBe(400);
    expect(late.body.fields?.voice_id).toBeDefined();

    // The default voice is full: five files, 10 MB. Neither limit counts another voice's files.
    for (let i = 0; i < FILE_LIMITS.maxFiles; i++) {
      await createFile(server, user, { filename: `n${i}.txt`, fileSize: FILE_LIMITS.maxTotalBytes / 5 });
    }
    const full = await client.upload<ErrorBody>([{ name: 'more.txt', bytes: txt(prose(400)) }]);
    expect(full.status).toBe(400);
    expect(full.body.code).toBe('TOO_MANY_FILES');
    // The other voice takes files, named by the query or by a form field before the files.
    const byQuery = await client.upload([{ name: 'a.txt', bytes: txt(prose(400)) }], {
      query: `?voice_id=${other.id}`,
    });
    expect(byQuery.status).toBe(201);
    const byField = await client.upload([{ name: 'b.txt', bytes: txt(prose(400, 2)) }], {
      fields: { voice_id: other.id },
    });
    expect(byField.status).toBe(201);
    await server.app.ctx.jobs.idle(60_000);
    const otherFiles = await client.get<{ files: { filename: string }[] }>(`/files?voice_id=${other.id}`);
    expect(otherFiles.body.files.map((f) => f.filename).sort()).toEqual(['a.txt', 'b.txt']);
    expect((await client.get<{ files: unknown[] }>('/files')).body.files).toHaveLength(5);
    expect((await client.get<{ files: unknown[] }>(`/files?voice_id=${mine!.id}`)).body.files).toHaveLength(
      5,
    );
    const listed = await list(client);
    expect(listed.map((v) => v.file_count)).toEqual([5, 2]);
    expect(listed[1]!.total_words).toBeGreaterThan(0);

    const sections = await server.database.db
      .select({ voiceId: fileSections.voiceId })
      .from(fileSections)
      .innerJoin(files, eq(files.id, fileSections.fileId))
      // This user's a.txt: another test file's a.txt may share the worker's database.
      .where(and(eq(files.userId, user.id), eq(files.filename, 'a.txt')));
    expect(sections.length).toBeGreaterThan(0);
    expect(sections.every((s) => s.voiceId === other.id)).toBe(true);

    // Clearing one voice leaves the other's files.
    const cleared = await client.delete<{ deleted_count: number }>(`/files/clear-all?voice_id=${other.id}`);
    expect(cleared.body.deleted_count).toBe(2);
    expect((await list(client)).map((v) => v.file_count)).toEqual([5, 0]);
    // A file of one voice is not found under another.
    const [first] = (await client.get<{ files: { id: string }[] }>('/files')).body.files;
    const wrong = await client.delete<ErrorBody>(`/files/${first!.id}?voice_id=${other.id}`);
    expect(wrong.status).toBe(404);
    expect((await client.delete(`/files/${first!.id}`)).status).toBe(200);
  });

  it('learns, keeps and uses one profile per voice; generated items carry the voice', async () => {
    const { client } = await userWithProfile(server);
    const [mine] = await list(client);
    expect(mine).toMatchObject({ has_profile: true, language: 'en' });
    expect(mine!.primary_tone).toEqual(expect.any(String));
    const other = (await create(client, 'Other')).body.voice;

    const none = await client.get<{ has_profile: boolean }>(`/voice-profile?voice_id=${other.id}`);
    expect(none.body.has_profile).toBe(false);
    expect((await client.get<{ has_profile: boolean }>('/voice-profile')).body.has_profile).toBe(true);
    expect(
      (await client.get<{ run: unknown }>(`/voice-profile/analysis?voice_id=${other.id}`)).body.run,
    ).toBeNull();
    const nothing = await client.post<ErrorBody>(`/voice-profile/analyze?voice_id=${other.id}`);
    expect(nothing.status).toBe(409);
    expect(nothing.body.code).toBe('NO_USABLE_FILES');
    const required = await client.post<ErrorBody>('/content/generate', { ...brief, voice_id: other.id });
    expect(required.status).toBe(409);
    expect(required.body.code).toBe('VOICE_PROFILE_REQUIRED');

    // The other voice learns from its own files.
    await client.upload([{ name: 'company.txt', bytes: txt(prose(6000, 7)) }], {
      query: `?voice_id=${other.id}`,
    });
    await server.app.ctx.jobs.idle(60_000);
    const learned = await client.post(`/voice-profile/analyze?voice_id=${other.id}`);
    expect(learned.status).toBe(201);
    const run = await client.get<{ run: { state: string } }>(`/voice-profile/analysis?voice_id=${other.id}`);
    expect(run.body.run.state).toBe('done');

    const byDefault = await client.post<{ content: Item }>('/content/generate', brief);
    expect(byDefault.status).toBe(201);
    expect(byDefault.body.content).toMatchObject({
      voice_id: mine!.id,
      voice_name: 'My voice',
      mode: 'generate',
      source_text: null,
      source_voice_match: null,
    });
    const byOther = await client.post<{ content: Item }>('/content/generate', {
      ...brief,
      voice_id: other.id,
    });
    expect(byOther.status).toBe(201);
    expect(byOther.body.content).toMatchObject({ voice_id: other.id, voice_name: 'Other', mode: 'generate' });

    const history = await client.get<{ content: Item[]; pagination: { total: number } }>(
      `/content/history?voice_id=${other.id}`,
    );
    expect(history.body.content.map((i) => i.id)).toEqual([byOther.body.content.id]);
    expect(history.body.pagination.total).toBe(1);
    const all = await client.get<{ content: Item[] }>('/content/history');
    expect(all.body.content).toHaveLength(2);
    const item = await client.get<{ content: Item }>(`/content/${byOther.body.content.id}`);
    expect(item.body.content.voice_name).toBe('Other');
  });

  it('deletes a voice with its files, sections and profile; its items keep its name; the oldest becomes default', async () => {
    const { client, user } = await signedInClient(server, 'it');
    const [mine] = await list(client);
    const only = await client.delete<ErrorBody>(`/voices/${mine!.id}`);
    expect(only.status).toBe(409);
    expect(only.body.code).toBe('LAST_VOICE');
    expect(only.body.error).toBe(
      'È la tua unica voce, quindi non si può eliminare. Aggiungi prima un’altra voce.',
    );

    const second = (await create(client, 'Seconda')).body.voice;
    const third = (await create(client, 'Terza')).body.voice;
    await createFile(server, user, { voiceId: mine!.id });
    await server.database.db
      .insert(voiceProfiles)
      .values({ voiceId: mine!.id, userId: user.id, profile: { primary_tone: 'formal' }, analysis: {} });
    const [kept] = await createGeneration(server, user, { voice: { id: mine!.id, name: mine!.name } });
    await createFile(server, user, { voiceId: third.id });

    const gone = await client.delete<{ message: string }>(`/voices/${mine!.id}`);
    expect(gone.status).toBe(200);
    expect(gone.body.message).toBe('La voce e i suoi file sono stati eliminati.');
    const { db } = server.database;
    expect(await db.select().from(files).where(eq(files.voiceId, mine!.id))).toEqual([]);
    expect(await db.select().from(fileSections).where(eq(fileSections.voiceId, mine!.id))).toEqual([]);
    expect(await db.select().from(voiceProfiles).where(eq(voiceProfiles.voiceId, mine!.id))).toEqual([]);
    const [item] = await db.select().from(generations).where(eq(generations.id, kept!));
    expect(item).toMatchObject({ voiceId: null, voiceName: 'La mia voce' });
    const read = await client.get<{ content: Item }>(`/content/${kept}`);
    expect(read.body.content).toMatchObject({ voice_id: null, voice_name: 'La mia voce' });

    const left = await list(client);
    expect(left.map((v) => [v.name, v.is_default])).toEqual([
      ['Seconda', true],
      ['Terza', false],
    ]);
    expect(left[1]!.file_count).toBe(1);
    // Deleting a voice that is not the default leaves the default alone.
    expect((await client.delete(`/voices/${third.id}`)).status).toBe(200);
    expect((await list(client)).map((v) => [v.id, v.is_default])).toEqual([[second.id, true]]);
    const again = await client.delete<ErrorBody>(`/voices/${third.id}`);
    expect(again.status).toBe(404);
    expect(again.body.code).toBe('VOICE_NOT_FOUND');
  });

  it('answers VOICE_NOT_FOUND for another user’s voice, or no voice at all, on every call that takes one', async () => {
    const owner = await signedInClient(server);
    const theirs = (await create(owner.client, 'Private')).body.voice;
    const { client } = await signedInClient(server, 'pt');
    const ids = [theirs.id, 'no-such-voice', 'x'.repeat(101), 'a\u0001b', ''];
    for (const raw of ids) {
      const id = encodeURIComponent(raw);
      const q = `?voice_id=${id}`;
      const calls = [
        () => client.get(`/files${q}`),
        () => client.delete(`/files/clear-all${q}`),
        () => client.upload([{ name: 'a.txt', bytes: txt(prose(300)) }], { query: q }),
        () => client.upload([{ name: 'a.txt', bytes: txt(prose(300)) }], { fields: { voice_id: raw } }),
        () => client.get(`/voice-profile${q}`),
        () => client.get(`/voice-profile/analysis${q}`),
        () => client.post(`/voice-profile/analyze${q}`),
        () => client.post('/content/generate', { ...brief, voice_id: raw }),
        () => client.get(`/content/history${q}`),
      ];
      // (A path segment over 100 characters is no route at all: 404 NOT_FOUND from the router.)
      if (raw && raw.length <= 100) {
        calls.push(
          () => client.call('PATCH', `/voices/${id}`, { name: 'Mine now' }),
          () => client.delete(`/voices/${id}`),
        );
      }
      for (const call of calls) {
        const r = await call();
        expect([r.status, (r.body as unknown as ErrorBody).code], raw).toEqual([404, 'VOICE_NOT_FOUND']);
      }
    }
    const r = await client.get<ErrorBody>(`/files?voice_id=${theirs.id}`);
    expect(r.body.error).toBe('Esta voz não existe. Talvez tenha sido excluída.');
    // Nothing of the owner's changed.
    expect((await list(owner.client)).map((v) => v.name)).toEqual(['My voice', 'Private']);
    expect(await list(client)).toHaveLength(1);
  });

  it('runs an analysis job queued before voices existed (no voice in its data) on the default voice', async () => {
    const { client, user } = await signedInClient(server);
    await client.upload([{ name: 'w.txt', bytes: txt(prose(6000, 3)) }]);
    await server.app.ctx.jobs.idle(60_000);
    const [mine] = await list(client);
    await create(client, 'Another');
    await server.database.db
      .insert(voiceAnalyses)
      .values({ voiceId: mine!.id, userId: user.id, id: 'old-run', state: 'queued' });
    await server.app.ctx.jobs.send(ANALYZE_JOB, { userId: user.id });
    server.app.ctx.jobs.wake(ANALYZE_JOB);
    await server.app.ctx.jobs.idle(60_000);
    const run = await client.get<{ run: { id: string; state: string } }>('/voice-profile/analysis');
    expect(run.body.run).toMatchObject({ id: 'old-run', state: 'done' });
    expect((await list(client)).map((v) => v.has_profile)).toEqual([true, false]);
  });

  it('exports every voice with its rules and profile', async () => {
    const { client } = await signedInClient(server);
    const [mine] = await list(client);
    await patch(client, mine!.id, { rules: ['Short sentences'] });
    await create(client, 'Second');
    const exported = await client.get<{
      voices: { name: string; rules: string[]; voice_profile: unknown }[];
    }>('/auth/export');
    expect(exported.status).toBe(200);
    expect(exported.body.voices.map((v) => [v.name, v.rules, v.voice_profile])).toEqual([
      ['My voice', ['Short sentences'], null],
      ['Second', [], null],
    ]);
  });
});
