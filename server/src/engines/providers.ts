/**
 * The model behind each `LLM_PROVIDER`, built with the AI SDK. OpenAI and OpenAI-compatible servers are
 * spoken to through the chat-completions API (the one Ollama, llama.cpp server, vLLM and LM Studio
 * implement), Anthropic through its messages API. `LLM_BASE_URL` points any of them elsewhere.
 */
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LlmProvider } from '@inkprint/shared';
import type { LanguageModel } from 'ai';
import type { Config } from '../config.js';

export type ModelProvider = Exclude<LlmProvider, 'builtin' | 'local'>;

/** The model used when `LLM_MODEL` is not set: a fast, inexpensive model per provider. */
export const DEFAULT_MODELS: Record<ModelProvider, string> = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-haiku-4-5',
  // Ollama's usual small general model; llama.cpp server answers with whatever model it loaded.
  'openai-compatible': 'llama3.2',
};

/** Where each provider answers when `LLM_BASE_URL` is not set (openai-compatible has no default). */
export const DEFAULT_BASE_URLS: Record<ModelProvider, string | undefined> = {
  openai: 'https://api.openai.com/v1',
  anthropic: 'https://api.anthropic.com/v1',
  'openai-compatible': undefined,
};

export function modelIdOf(llm: Config['llm']): string {
  return llm.provider === 'builtin' || llm.provider === 'local'
    ? ''
    : (llm.model ?? DEFAULT_MODELS[llm.provider]);
}

export function languageModel(llm: Config['llm'] & { provider: ModelProvider }): LanguageModel {
  const modelId = modelIdOf(llm);
  const baseURL = llm.baseUrl?.replace(/\/+$/, '');
  switch (llm.provider) {
    case 'openai':
      return createOpenAI({ apiKey: llm.apiKey, baseURL }).chat(modelId);
    case 'anthropic':
      return createAnthropic({ apiKey: llm.apiKey, baseURL })(modelId);
    case 'openai-compatible':
      if (!baseURL) throw new Error('LLM_BASE_URL is required for openai-compatible');
      return createOpenAICompatible({
        name: 'openai-compatible',
        baseURL,
        apiKey: llm.apiKey,
        includeUsage: true,
      }).chatModel(modelId);
  }
}
