/**
 * The mock model of test/support/mock-llm.ts in its own process (so the client's work does not delay its
 * timers): streams WORDS words of the test writer, one every CHUNK_MS, and prints its URL on stdout.
 */
import { samText } from '../test/generation/voice-fixture.js';
import { startMockLlm } from '../test/support/mock-llm.js';

const text = samText('cycling', Number(process.env.WORDS ?? 300), 5);
const mock = await startMockLlm({
  chunkDelayMs: Number(process.env.CHUNK_MS ?? 10),
  reply: () => ({ text }),
});
console.log(mock.url);
process.on('SIGTERM', () => void mock.close().then(() => process.exit(0)));
