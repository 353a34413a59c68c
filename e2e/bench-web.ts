// Web benchmark (npm run bench:web, after a build): the landing page's initial JavaScript, gzipped,
// and its first contentful paint in headless Chromium (median of 5 cold loads), against the real server.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startServer } from './server';
import { CHROMIUM_ARGS } from './support-args';

const RUNS = 5;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

async function main() {
  const server = await startServer();
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
  });
  try {
    // Initial-route JavaScript: every script the landing page loads until the network is idle.
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const scripts = new Map<string, Promise<Buffer>>();
    page.on('response', (response) => {
      const isScript =
        response.request().resourceType() === 'script' || new URL(response.url()).pathname.endsWith('.js');
      if (isScript && response.ok()) {
        scripts.set(response.url(), response.body());
      }
    });
    await page.goto(`${server.baseUrl}/`, { waitUntil: 'networkidle' });
    let raw = 0;
    let gzipped = 0;
    const rows: string[] = [];
    for (const [url, body] of scripts) {
      const bytes = await body;
      const gz = gzipSync(bytes, { level: 9 }).length;
      raw += bytes.length;
      gzipped += gz;
      rows.push(`  ${new URL(url).pathname.padEnd(48)} ${(gz / 1024).toFixed(1).padStart(7)} KB gz`);
    }
    await context.close();

    const fcps: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      const cold = await browser.newContext({ viewport: { width: 1280, height: 900 } });
      const p = await cold.newPage();
      await p.goto(`${server.baseUrl}/`, { waitUntil: 'load' });
      const fcp = await p.evaluate(
        () =>
          new Promise<number>((resolve) => {
            const entry = performance.getEntriesByName('first-contentful-paint')[0];
            if (entry) return resolve(entry.startTime);
            new PerformanceObserver((list) => {
              const found = list.getEntriesByName('first-contentful-paint')[0];
              if (found) resolve(found.startTime);
            }).observe({ type: 'paint', buffered: true });
          }),
      );
      fcps.push(fcp);
      await cold.close();
    }

    console.log(`Landing page (/) — ${scripts.size} JavaScript files`);
    console.log(rows.join('\n'));
    console.log(
      `Initial JavaScript: ${(raw / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzipped`,
    );
    console.log(
      `First contentful paint (median of ${RUNS}): ${median(fcps).toFixed(0)} ms  [${fcps.map((v) => v.toFixed(0)).join(', ')}]`,
    );
  } finally {
    await browser.close();
    await server.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
