/**
 * The mock model of test/support/mock-llm.ts in its own process (so the client's work does not delay its
 * timers): streams the test writer's words, one every CHUNK_MS, and prints its URL on stdout. The answer
 * has WORDS words, or, without WORDS, as many as the request asks for ("About N words" in the prompt,
 * server/src/engines/prompt.ts; 300 when it names none), so a generation passes the length check.
 */
import { samText } from '../test/generation/voice-fixture.js';
import { contentText, startMockLlm } from '../test/support/mock-llm.js';

const fixed = process.env.WORDS ? Number(process.env.WORDS) : undefined;
const texts = new Map<number, string>();
const textOf = (words: number) => {
  let text = texts.get(words);
  if (!text) {
    text = samText('cycling', words, 5);
    texts.set(words, text);
  }
  return text;
};
const mock = await startMockLlm({
  chunkDelayMs: Number(process.env.CHUNK_MS ?? 10),
  reply: (request) => {
    if (fixed !== undefined) return { text: textOf(fixed) };
    const asked = (request.body.messages ?? []).map((m) => contentText(m.content)).join('\n');
    const words = Number(/About (\d+) words/.exec(asked)?.[1] ?? 300);
    return { text: textOf(words) };
  },
});
console.log(mock.url);
process.on('SIGTERM', () => void mock.close().then(() => process.exit(0)));
