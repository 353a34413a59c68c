/**
 * The machine a bench ran on, for docs/benchmarks.md. A VM may name its CPU only by brand ("AMD EPYC"), and
 * machines of one type differ by generation from day to day, so the CPU family and model from /proc/cpuinfo
 * go along: figures of two runs compare only on the same ones.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';

export function machineName(): string {
  const brand = os.cpus()[0]?.model ?? 'unknown CPU';
  let generation = '';
  try {
    const info = readFileSync('/proc/cpuinfo', 'utf8');
    const field = (name: string) => new RegExp(`^${name}\\s*:\\s*(.+)$`, 'm').exec(info)?.[1]?.trim();
    const family = field('cpu family');
    const model = field('model');
    if (family && model) generation = ` (family ${family}, model ${model})`;
  } catch {
    // Not Linux: the brand alone.
  }
  return `${brand}${generation} × ${os.availableParallelism()}`;
}
