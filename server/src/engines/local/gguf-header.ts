/**
 * Reads a GGUF file's header (format versions 2 and 3, little-endian): its architecture and where its tensor
 * data ends, so the model source can tell a model file from another file or a cut-off copy without importing
 * node-llama-cpp (≈ 40 MB and seconds of start-up, which a server that has not loaded its model should not
 * pay; the runtime reads the file again when it loads it).
 */
import { open } from 'node:fs/promises';

export interface GgufHeader {
  version: number;
  architecture: string;
  tensorCount: number;
  /** Where the last tensor's data ends (its start, for a tensor type not in GGML_BLOCKS). */
  tensorsEnd: number;
}

export class GgufHeaderError extends Error {}

/** [elements per block, bytes per block] of the common GGML tensor types (ggml's type traits). */
const GGML_BLOCKS: Record<number, [number, number]> = {
  0: [1, 4], // F32
  1: [1, 2], // F16
  2: [32, 18], // Q4_0
  3: [32, 20], // Q4_1
  6: [32, 22], // Q5_0
  7: [32, 24], // Q5_1
  8: [32, 34], // Q8_0
  9: [32, 36], // Q8_1
  10: [256, 84], // Q2_K
  11: [256, 110], // Q3_K
  12: [256, 144], // Q4_K
  13: [256, 176], // Q5_K
  14: [256, 210], // Q6_K
  15: [256, 292], // Q8_K
  30: [1, 2], // BF16
};

/** Byte sizes of the fixed-size metadata value types (GGUF's `gguf_type`); 8 is a string, 9 an array. */
const VALUE_SIZES: Record<number, number> = {
  0: 1,
  1: 1,
  2: 2,
  3: 2,
  4: 4,
  5: 4,
  6: 4,
  7: 1,
  10: 8,
  11: 8,
  12: 8,
};

const MAX_STRING = 64 * 1024 * 1024;
const MAX_COUNT = 1 << 30;

export async function readGgufHeader(file: string): Promise<GgufHeader> {
  const handle = await open(file, 'r');
  try {
    const r = new Reader(handle);
    if ((await r.bytes(4)).toString('latin1') !== 'GGUF') throw new GgufHeaderError('no GGUF signature');
    const version = await r.u32();
    if (version !== 2 && version !== 3) throw new GgufHeaderError(`unsupported GGUF version ${version}`);
    const tensorCount = await r.count();
    const kvCount = await r.count();
    let architecture = '';
    let alignment = 32;
    for (let i = 0; i < kvCount; i++) {
      const key = await r.string();
      const type = await r.u32();
      if (key === 'general.architecture' && type === 8) architecture = await r.string();
      else if (key === 'general.alignment' && type === 4) alignment = (await r.u32()) || 32;
      else await r.skipValue(type);
    }
    const tensors: { offset: number; elements: number; type: number }[] = [];
    for (let i = 0; i < tensorCount; i++) {
      await r.skip(await r.count(MAX_STRING)); // name
      const dims = await r.u32();
      if (dims > 8) throw new GgufHeaderError(`a tensor with ${dims} dimensions`);
      let elements = 1;
      for (let d = 0; d < dims; d++) elements *= await r.u64();
      const type = await r.u32();
      tensors.push({ offset: await r.u64(), elements, type });
    }
    const dataStart = Math.ceil(r.position / alignment) * alignment;
    let tensorsEnd = dataStart;
    for (const t of tensors) {
      const block = GGML_BLOCKS[t.type];
      const bytes = block ? Math.ceil(t.elements / block[0]) * block[1] : 0;
      tensorsEnd = Math.max(tensorsEnd, dataStart + t.offset + bytes);
    }
    if (!architecture) throw new GgufHeaderError('no general.architecture in its metadata');
    return { version, architecture, tensorCount, tensorsEnd };
  } finally {
    await handle.close();
  }
}

/** Sequential reads through a 1 MB window; skips past the window move without reading. */
class Reader {
  position = 0;
  #buffer = Buffer.alloc(0);
  #bufferAt = 0;
  constructor(private readonly handle: import('node:fs/promises').FileHandle) {}

  async #need(n: number): Promise<void> {
    const end = this.#bufferAt + this.#buffer.length;
    if (this.position >= this.#bufferAt && this.position + n <= end) return;
    const size = Math.max(n, 1024 * 1024);
    const buffer = Buffer.alloc(size);
    const { bytesRead } = await this.handle.read(buffer, 0, size, this.position);
    if (bytesRead < n) throw new GgufHeaderError('the file ends inside its header');
    this.#buffer = buffer.subarray(0, bytesRead);
    this.#bufferAt = this.position;
  }
  async bytes(n: number): Promise<Buffer> {
    await this.#need(n);
    const at = this.position - this.#bufferAt;
    this.position += n;
    return this.#buffer.subarray(at, at + n);
  }
  async u32(): Promise<number> {
    return (await this.bytes(4)).readUInt32LE(0);
  }
  async u64(): Promise<number> {
    const v = (await this.bytes(8)).readBigUInt64LE(0);
    if (v > BigInt(Number.MAX_SAFE_INTEGER)) throw new GgufHeaderError('a size too large to be real');
    return Number(v);
  }
  /** A u64 count or length, bounded so junk cannot make the reader loop for hours. */
  async count(max = MAX_COUNT): Promise<number> {
    const n = await this.u64();
    if (n > max) throw new GgufHeaderError(`a count of ${n}, too large to be real`);
    return n;
  }
  async string(): Promise<string> {
    return (await this.bytes(await this.count(MAX_STRING))).toString('utf8');
  }
  async skip(n: number): Promise<void> {
    this.position += n;
  }
  async skipValue(type: number): Promise<void> {
    const size = VALUE_SIZES[type];
    if (size !== undefined) return this.skip(size);
    if (type === 8) return this.skip(await this.count(MAX_STRING));
    if (type !== 9) throw new GgufHeaderError(`an unknown metadata value type ${type}`);
    const itemType = await this.u32();
    const items = await this.count();
    const itemSize = VALUE_SIZES[itemType];
    if (itemSize !== undefined) return this.skip(items * itemSize);
    for (let i = 0; i < items; i++) await this.skipValue(itemType);
  }
}
