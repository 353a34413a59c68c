/**
 * Loaded into the server process by bench:memory (`node --import ./bench/memory-probe.mjs dist/main.js`), plain
 * JavaScript so the built server runs without tsx: answers 'report' on the IPC channel with where the
 * process's memory is — V8's heap, buffers outside it, the WebAssembly memories (PGlite's heap: the pages it
 * reserved; RSS counts those it touched), the threads — and the peak RSS since the last 'reset'; 'report-after-gc'
 * collects garbage first when the server runs with `--expose-gc`.
 */
import { readFileSync } from 'node:fs';

const MB = 1024 * 1024;
const memories = [];
const NativeMemory = WebAssembly.Memory;
// PGlite creates its heap with `new WebAssembly.Memory(…)`: keep a weak reference to every one.
WebAssembly.Memory = new Proxy(NativeMemory, {
  construct(target, args) {
    const memory = Reflect.construct(target, args);
    memories.push(new WeakRef(memory));
    return memory;
  },
});

let peakRss = process.memoryUsage.rss();
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 20).unref();

function status(field) {
  try {
    return new RegExp(`^${field}:\\s*(\\d+)`, 'm').exec(readFileSync('/proc/self/status', 'utf8'))?.[1];
  } catch {
    return undefined;
  }
}

process.on('message', (message) => {
  if (message === 'reset') {
    peakRss = process.memoryUsage.rss();
    process.send?.({ reset: true });
  } else if (message === 'report' || message === 'report-after-gc') {
    // With `--expose-gc` (BENCH_GC=1): a full collection first, to tell garbage from what is kept.
    if (message === 'report-after-gc') globalThis.gc?.();
    const m = process.memoryUsage();
    const wasm = memories.map((w) => w.deref()).filter(Boolean);
    process.send?.({
      rssMB: Math.round(m.rss / MB),
      peakRssMB: Math.round(peakRss / MB),
      heapUsedMB: Math.round(m.heapUsed / MB),
      heapTotalMB: Math.round(m.heapTotal / MB),
      externalMB: Math.round(m.external / MB),
      arrayBuffersMB: Math.round(m.arrayBuffers / MB),
      wasmMemories: wasm.length,
      wasmReservedMB: Math.round(wasm.reduce((a, w) => a + w.buffer.byteLength, 0) / MB),
      threads: Number(status('Threads') ?? 0),
    });
  }
});
process.channel?.unref();
