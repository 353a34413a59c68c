/**
 * What the default model really reads: the local engine's draft and correction conversations rendered with
 * SmolLM3-3B's own chat template (in a generated test GGUF), read back from the tokens the sequence holds.
 * SmolLM3 thinks unless its template is rendered in the no-think form, and a thought would eat a small
 * draft's whole budget; a `/no_think` in the system text does not reach the template.
 */
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { correctionHistory, localDraftHistory } from '../../src/engines/local/engine.js';
import { buildLocalPrompt } from '../../src/engines/local/prompt.js';
import { LocalRuntime } from '../../src/engines/local/runtime.js';
import { fileSource, modelFiles } from './local-support.js';
import { input, samVoice } from './voice-fixture.js';

const files = modelFiles();
afterAll(() => files.remove());
let runtime: LocalRuntime | undefined;
afterEach(async () => {
  await runtime?.close();
  runtime = undefined;
});

/** The test vocabulary detokenizes a control token with a space beside it; the template has none. */
const evaluated = (text: string) => text.replace(/ ?(<\|im_(?:start|end)\|>) ?/g, '$1');

const NO_THINK_ANSWER = '<|im_start|>assistant\n<think>\n\n</think>\n';

describe('the local prompts in SmolLM3’s own template', () => {
  it('renders the draft and its correction in the no-think form', async () => {
    runtime = new LocalRuntime({
      source: fileSource(files.smollm3()),
      parallel: 1,
      threads: 1,
      idleUnloadMs: 0,
      preload: false,
      contextSize: 8192,
      gpu: false,
    });
    const lease = await runtime.acquire();
    try {
      const prompt = buildLocalPrompt(input(samVoice(), { length: 'small' }));
      const draft = localDraftHistory(prompt);
      const written = await lease.generate(draft, { maxTokens: 4, temperature: 0.7, seed: 1 });
      const read = evaluated(lease.evaluatedText());
      expect(read.startsWith('<|im_start|>system\n## Metadata')).toBe(true);
      expect(read).toContain('Reasoning Mode: /no_think\n');
      expect(read).not.toContain('/think\n\n## Custom');
      // The system text is the engine's own, not SmolLM's default instructions.
      expect(read).toContain(`## Custom Instructions\n\n${prompt.system.slice(0, 60)}`);
      expect(read).not.toContain('You are a helpful AI assistant named SmolLM');
      expect(read).toContain(`<|im_start|>user\n${prompt.user}<|im_end|>\n${NO_THINK_ANSWER}`);

      const request = 'The text has 3 words; it needs about 100. Continue it.';
      await lease.generate(correctionHistory(draft, written || 'Hi team,', request), {
        maxTokens: 4,
        temperature: 0.5,
        seed: 1,
      });
      const again = evaluated(lease.evaluatedText());
      expect(again).toContain('Reasoning Mode: /no_think\n');
      // The draft as the model's earlier answer, then the request, then a new answer: all without thinking.
      expect(again).toContain(`${NO_THINK_ANSWER}${written || 'Hi team,'}<|im_end|>\n`);
      expect(again).toContain(`<|im_start|>user\n${request}<|im_end|>\n${NO_THINK_ANSWER}`);
      expect(again.split('<think>').length - 1).toBe(2);
    } finally {
      lease.release();
    }
  });
});
