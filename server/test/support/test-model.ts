/**
 * The test model (issue #22): a llama-architecture GGUF with small seeded random weights and a byte-fallback
 * vocabulary, about 0.5 MB, written by the tests themselves (nothing binary is committed, nothing is
 * downloaded). node-llama-cpp 3.21.1 loads it, picks its ChatML template, and streams tokens. Its output is
 * noise by design: printable ASCII and spaces ("▁"), never an end-of-generation token, so a generation always
 * runs to its `maxTokens` and the plumbing (streaming, cancel, the line, the check) is what a test sees.
 *
 * The GGUF (v3) layout written here: header (magic, version, tensor count, KV count), the KV metadata, the
 * tensor infos (name, dims, type, offset), padding to `general.alignment`, then each tensor's F32 data,
 * aligned. Only node built-ins are used, so server tests, e2e and benches can all import it.
 *
 * To try the local engine by hand: `npx tsx server/test/support/test-model.ts /tmp/test-model.gguf`, then
 * start the server with `LLM_MODEL_FILE=/tmp/test-model.gguf`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export interface TestModelOptions {
  /** Seeds the weights (same seed, same file). Default 1. */
  seed?: number;
  /** Context length the model declares. Default 4096. */
  contextLength?: number;
  /** The `tokenizer.chat_template`. Default CHATML_TEMPLATE. */
  chatTemplate?: string;
  /**
   * Noise in words: the vocabulary gets a one-letter word token per letter ("▁a" … "▁z"), written far more
   * often than the rest, so nearly every token is a word (instead of one space in ~100 tokens). For tests
   * of what the engine does at a number of words. Default false.
   */
  wordy?: boolean;
}

/** ChatML, as the Jinja template Qwen and SmolLM ship (node-llama-cpp recognises it as ChatML). */
export const CHATML_TEMPLATE =
  "{% for message in messages %}{{'<|im_start|>' + message['role'] + '\\n' + message['content'] + '<|im_end|>' + '\\n'}}{% endfor %}{% if add_generation_prompt %}{{ '<|im_start|>assistant\\n' }}{% endif %}";

const ALIGNMENT = 32;
const N_EMBD = 64;
const N_HEAD = 4;
const N_HEAD_KV = 4;
const N_FF = 128;
const N_LAYER = 2;

// GGUF value types.
const T_UINT32 = 4;
const T_INT32 = 5;
const T_FLOAT32 = 6;
const T_BOOL = 7;
const T_STRING = 8;
const T_ARRAY = 9;
// ggml tensor type.
const GGML_F32 = 0;

// llama.cpp token types.
const TOKEN_NORMAL = 1;
const TOKEN_UNKNOWN = 2;
const TOKEN_CONTROL = 3;
const TOKEN_BYTE = 6;

interface Vocab {
  tokens: string[];
  scores: number[];
  types: number[];
  /** Tokens the model may write (printable ASCII bytes and "▁"); every other token is pushed far down. */
  writable: boolean[];
}

function vocabulary(wordy = false): Vocab {
  const v: Vocab = { tokens: [], scores: [], types: [], writable: [] };
  const add = (token: string, type: number, writable = false, score = 0) => {
    v.tokens.push(token);
    v.types.push(type);
    v.scores.push(score);
    v.writable.push(writable);
  };
  add('<unk>', TOKEN_UNKNOWN);
  add('<s>', TOKEN_CONTROL);
  add('</s>', TOKEN_CONTROL);
  for (let b = 0; b < 256; b++) {
    const hex = b.toString(16).toUpperCase().padStart(2, '0');
    add(`<0x${hex}>`, TOKEN_BYTE, b >= 0x21 && b <= 0x7e);
  }
  add('<|im_start|>', TOKEN_CONTROL);
  add('<|im_end|>', TOKEN_CONTROL);
  // The SentencePiece space: spaces tokenize to it and it detokenizes back to " ".
  add('▁', TOKEN_NORMAL, true, -1);
  for (const word of ['user', 'assistant', 'system']) add(word, TOKEN_NORMAL, false, -2);
  if (wordy) for (const letter of 'abcdefghijklmnopqrstuvwxyz') add(`▁${letter}`, TOKEN_NORMAL, true, -3);
  return v;
}

/** mulberry32: a small seeded PRNG, uniform in [0, 1). */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Collects a GGUF file's bytes (little-endian), as chunks. */
class Writer {
  readonly chunks: Buffer[] = [];
  size = 0;
  push(b: Buffer) {
    this.chunks.push(b);
    this.size += b.length;
  }
  u32(n: number) {
    const b = Buffer.alloc(4);
    b.writeUInt32LE(n);
    this.push(b);
  }
  i32(n: number) {
    const b = Buffer.alloc(4);
    b.writeInt32LE(n);
    this.push(b);
  }
  u64(n: number) {
    const b = Buffer.alloc(8);
    b.writeBigUInt64LE(BigInt(n));
    this.push(b);
  }
  f32(n: number) {
    const b = Buffer.alloc(4);
    b.writeFloatLE(n);
    this.push(b);
  }
  str(s: string) {
    const b = Buffer.from(s, 'utf8');
    this.u64(b.length);
    this.push(b);
  }
  pad(alignment: number) {
    const rest = this.size % alignment;
    if (rest) this.push(Buffer.alloc(alignment - rest));
  }
}

export type Kv =
  | { type: 'u32'; value: number }
  | { type: 'f32'; value: number }
  | { type: 'bool'; value: boolean }
  | { type: 'str'; value: string }
  | { type: 'str[]'; value: string[] }
  | { type: 'f32[]'; value: number[] }
  | { type: 'i32[]'; value: number[] };

function writeKv(w: Writer, key: string, kv: Kv) {
  w.str(key);
  switch (kv.type) {
    case 'u32':
      w.u32(T_UINT32);
      w.u32(kv.value);
      break;
    case 'f32':
      w.u32(T_FLOAT32);
      w.f32(kv.value);
      break;
    case 'bool':
      w.u32(T_BOOL);
      w.push(Buffer.from([kv.value ? 1 : 0]));
      break;
    case 'str':
      w.u32(T_STRING);
      w.str(kv.value);
      break;
    case 'str[]':
      w.u32(T_ARRAY);
      w.u32(T_STRING);
      w.u64(kv.value.length);
      for (const s of kv.value) w.str(s);
      break;
    case 'f32[]':
      w.u32(T_ARRAY);
      w.u32(T_FLOAT32);
      w.u64(kv.value.length);
      for (const x of kv.value) w.f32(x);
      break;
    case 'i32[]':
      w.u32(T_ARRAY);
      w.u32(T_INT32);
      w.u64(kv.value.length);
      for (const x of kv.value) w.i32(x);
      break;
  }
}

/** A tensor as the GGUF header names it: its ggml type and the bytes of its data. */
export interface TensorInfo {
  name: string;
  /** ggml order: ne[0] is the row length. */
  dims: number[];
  type: number;
  bytes: number;
}

/**
 * A GGUF v3 header: magic, version, counts, the metadata, the tensor infos (each tensor's data `alignment`
 * bytes aligned, in the order given), padded to `alignment`. The tensors' data follows it.
 */
export function ggufHeader(kvs: [string, Kv][], tensors: TensorInfo[], alignment: number): Writer {
  const w = new Writer();
  w.push(Buffer.from('GGUF', 'latin1'));
  w.u32(3);
  w.u64(tensors.length);
  w.u64(kvs.length);
  for (const [key, kv] of kvs) writeKv(w, key, kv);
  let offset = 0;
  for (const t of tensors) {
    w.str(t.name);
    w.u32(t.dims.length);
    for (const d of t.dims) w.u64(d);
    w.u32(t.type);
    w.u64(offset);
    offset += Math.ceil(t.bytes / alignment) * alignment;
  }
  w.pad(alignment);
  return w;
}

interface Tensor {
  name: string;
  /** ggml order: ne[0] is the row length (the fastest-moving dimension). */
  dims: number[];
  data: Float32Array;
}

/** The GGUF bytes of the test model. */
export function testModelBytes(opts: TestModelOptions = {}): Buffer {
  const random = prng(opts.seed ?? 1);
  const uniform = (scale: number) => (random() * 2 - 1) * scale;
  const vocab = vocabulary(opts.wordy);
  const nVocab = vocab.tokens.length;
  // A word token's logit rises by about 4 over the other writable tokens' (the final norm's dimension 0 is ≈ 7).
  const favoured = (token: number) => (opts.wordy && /^▁[a-z]$/.test(vocab.tokens[token]!) ? 0.6 : 0);
  const headDim = N_EMBD / N_HEAD;
  const kvDim = headDim * N_HEAD_KV;

  const filled = (n: number, f: (i: number) => number) => Float32Array.from({ length: n }, (_, i) => f(i));
  const rand = (n: number, scale: number) => filled(n, () => uniform(scale));
  const ones = (n: number) => filled(n, () => 1);

  // Every embedding carries a large constant in dimension 0, so after the final norm that dimension is
  // always clearly positive; the output row of each token then adds +8 × it for writable tokens and −8 × it
  // for the rest (control tokens, <unk>, non-printable bytes). The other weights are small and random.
  const tensors: Tensor[] = [
    {
      name: 'token_embd.weight',
      dims: [N_EMBD, nVocab],
      data: filled(N_EMBD * nVocab, (i) => (i % N_EMBD === 0 ? 4 : uniform(0.5))),
    },
    { name: 'output_norm.weight', dims: [N_EMBD], data: ones(N_EMBD) },
    {
      name: 'output.weight',
      dims: [N_EMBD, nVocab],
      data: filled(N_EMBD * nVocab, (i) => {
        const token = Math.floor(i / N_EMBD);
        if (i % N_EMBD === 0) return vocab.writable[token] ? 8 + favoured(token) : -8;
        return uniform(1);
      }),
    },
  ];
  for (let l = 0; l < N_LAYER; l++) {
    const p = `blk.${l}`;
    tensors.push(
      { name: `${p}.attn_norm.weight`, dims: [N_EMBD], data: ones(N_EMBD) },
      { name: `${p}.attn_q.weight`, dims: [N_EMBD, N_EMBD], data: rand(N_EMBD * N_EMBD, 0.1) },
      { name: `${p}.attn_k.weight`, dims: [N_EMBD, kvDim], data: rand(N_EMBD * kvDim, 0.1) },
      { name: `${p}.attn_v.weight`, dims: [N_EMBD, kvDim], data: rand(N_EMBD * kvDim, 0.1) },
      { name: `${p}.attn_output.weight`, dims: [N_EMBD, N_EMBD], data: rand(N_EMBD * N_EMBD, 0.05) },
      { name: `${p}.ffn_norm.weight`, dims: [N_EMBD], data: ones(N_EMBD) },
      { name: `${p}.ffn_gate.weight`, dims: [N_EMBD, N_FF], data: rand(N_EMBD * N_FF, 0.1) },
      { name: `${p}.ffn_up.weight`, dims: [N_EMBD, N_FF], data: rand(N_EMBD * N_FF, 0.1) },
      { name: `${p}.ffn_down.weight`, dims: [N_FF, N_EMBD], data: rand(N_FF * N_EMBD, 0.05) },
    );
  }

  const kvs: [string, Kv][] = [
    ['general.architecture', { type: 'str', value: 'llama' }],
    ['general.name', { type: 'str', value: 'Inkprint test model' }],
    ['general.alignment', { type: 'u32', value: ALIGNMENT }],
    ['llama.context_length', { type: 'u32', value: opts.contextLength ?? 4096 }],
    ['llama.embedding_length', { type: 'u32', value: N_EMBD }],
    ['llama.block_count', { type: 'u32', value: N_LAYER }],
    ['llama.feed_forward_length', { type: 'u32', value: N_FF }],
    ['llama.attention.head_count', { type: 'u32', value: N_HEAD }],
    ['llama.attention.head_count_kv', { type: 'u32', value: N_HEAD_KV }],
    ['llama.rope.dimension_count', { type: 'u32', value: headDim }],
    ['llama.attention.layer_norm_rms_epsilon', { type: 'f32', value: 1e-5 }],
    ['llama.vocab_size', { type: 'u32', value: nVocab }],
    ['tokenizer.ggml.model', { type: 'str', value: 'llama' }],
    ['tokenizer.ggml.tokens', { type: 'str[]', value: vocab.tokens }],
    ['tokenizer.ggml.scores', { type: 'f32[]', value: vocab.scores }],
    ['tokenizer.ggml.token_type', { type: 'i32[]', value: vocab.types }],
    ['tokenizer.ggml.unknown_token_id', { type: 'u32', value: 0 }],
    ['tokenizer.ggml.bos_token_id', { type: 'u32', value: 1 }],
    ['tokenizer.ggml.eos_token_id', { type: 'u32', value: vocab.tokens.indexOf('<|im_end|>') }],
    ['tokenizer.ggml.add_bos_token', { type: 'bool', value: false }],
    ['tokenizer.ggml.add_eos_token', { type: 'bool', value: false }],
    ['tokenizer.chat_template', { type: 'str', value: opts.chatTemplate ?? CHATML_TEMPLATE }],
  ];

  const w = ggufHeader(
    kvs,
    tensors.map((t) => ({ name: t.name, dims: t.dims, type: GGML_F32, bytes: t.data.length * 4 })),
    ALIGNMENT,
  );
  for (const t of tensors) {
    w.push(Buffer.from(t.data.buffer, t.data.byteOffset, t.data.byteLength));
    w.pad(ALIGNMENT);
  }
  return Buffer.concat(w.chunks);
}

/** Writes the test model to `filePath` (directories created); returns the path. */
export function writeTestModel(filePath: string, opts: TestModelOptions = {}): string {
  mkdirSync(dirname(filePath), { recursive: true });
  writeFileSync(filePath, testModelBytes(opts));
  return filePath;
}

/**
 * A broken model file: `truncated` keeps the first half of a valid one (what an interrupted copy leaves);
 * `corrupt` keeps the length but overwrites the header and metadata with garbage.
 */
export function writeBrokenModel(
  filePath: string,
  kind: 'truncated' | 'corrupt',
  opts: TestModelOptions = {},
): string {
  const bytes = testModelBytes(opts);
  mkdirSync(dirname(filePath), { recursive: true });
  if (kind === 'truncated') {
    writeFileSync(filePath, bytes.subarray(0, Math.floor(bytes.length / 2)));
  } else {
    const random = prng(opts.seed ?? 1);
    const broken = Buffer.from(bytes);
    for (let i = 0; i < 4096 && i < broken.length; i++) broken[i] = Math.floor(random() * 256);
    writeFileSync(filePath, broken);
  }
  return filePath;
}

// Run as a script: write the test model to the path given.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const target = process.argv[2];
  if (!target) {
    process.stderr.write('usage: tsx server/test/support/test-model.ts <file.gguf>\n');
    process.exit(2);
  }
  process.stdout.write(`${writeTestModel(resolve(target))}\n`);
}
