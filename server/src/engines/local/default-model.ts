/**
 * The model the local engine downloads when neither `LLM_MODEL_FILE` nor `LLM_MODEL_URL` is set
 * (docs/decisions/024-local-model.md): SmolLM3-3B (Apache-2.0; English, French, Spanish, German, Italian and
 * Portuguese), the Q4_K_M GGUF of the llama.cpp project's own conversion, pinned to one revision so the size
 * and SHA-256 below stay true.
 */
export const DEFAULT_LOCAL_MODEL = {
  name: 'SmolLM3-3B Q4_K_M',
  url: 'https://huggingface.co/ggml-org/SmolLM3-3B-GGUF/resolve/4965cb60b150737b68a0408c36aeefb65078f894/SmolLM3-Q4_K_M.gguf',
  /** The file's name in `$DATA_DIR/models/`. */
  fileName: 'SmolLM3-3B-Q4_K_M.gguf',
  size: 1_915_305_312,
  sha256: '8334b850b7bd46238c16b0c550df2138f0889bf433809008cc17a8b05761863e',
  licence: 'Apache-2.0',
} as const;
