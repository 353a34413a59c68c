/**
 * Loaded into the server process by bench:upload (`node --import tsx --import ./bench/probe.ts src/main.ts`):
 * measures the event-loop delay (perf_hooks.monitorEventLoopDelay) and the peak RSS of the whole process,
 * worker threads included, between a 'reset' and a 'report' message on the IPC channel.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';

const delay = monitorEventLoopDelay({ resolution: 5 });
delay.enable();
let peakRss = process.memoryUsage.rss();
let rssAtReset = peakRss;
setInterval(() => {
  peakRss = Math.max(peakRss, process.memoryUsage.rss());
}, 10).unref();

process.on('message', (message) => {
  if (message === 'reset') {
    delay.reset();
    peakRss = process.memoryUsage.rss();
    rssAtReset = peakRss;
    process.send?.({ reset: true });
  } else if (message === 'report') {
    const ms = (ns: number) => Math.round(ns / 1e4) / 100;
    process.send?.({
      eventLoopDelayMs: { p50: ms(delay.percentile(50)), p99: ms(delay.percentile(99)), max: ms(delay.max) },
      rssBeforeMB: Math.round(rssAtReset / 1024 / 1024),
      peakRssMB: Math.round(peakRss / 1024 / 1024),
      rssMB: Math.round(process.memoryUsage.rss() / 1024 / 1024),
    });
  }
});
process.channel?.unref();
