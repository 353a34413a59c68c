/**
 * `npm test` on a fresh machine: the runner names what the machine lacks and the steps that did not run, and
 * no test calls a document producer (those files are committed fixtures).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { runSteps, STEPS, summary } from './test.mjs';

const ROOT = join(import.meta.dirname, '..');
const RUNNER = join(import.meta.dirname, 'test.mjs');

/** Runs the runner in dry-run mode; returns its exit code and output. */
function dryRun(env) {
  try {
    return { code: 0, out: execFileSync(process.execPath, [RUNNER, '--dry-run'], { env, encoding: 'utf8' }) };
  } catch (e) {
    return { code: e.status, out: String(e.stdout) };
  }
}

describe('npm test', () => {
  it('is the runner', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'));
    expect(pkg.scripts.test).toBe('node scripts/test.mjs');
    expect(STEPS.map((s) => s.name)).toEqual(['lint', 'typecheck', 'unit', 'e2e']);
  });

  it('without Chromium and without apt-get, says what to install and that e2e did not run', () => {
    const empty = mkdtempSync(join(tmpdir(), 'inkprint-no-path-'));
    try {
      const { code, out } = dryRun({ PATH: empty, HOME: empty });
      expect(code).toBe(1);
      expect(out).toContain('The browser tests (e2e) need Chromium');
      expect(out).toContain('sudo apt-get install chromium fonts-dejavu-core');
      expect(out).toMatch(/lint\s+would run/);
      expect(out).toMatch(/unit\s+would run/);
      expect(out).toMatch(/e2e\s+not run \(needs Chromium\)/);
      expect(out).toContain('npm test: did not run: e2e.');
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });

  it('with a CHROME_PATH that is not there, does not pretend the browser tests can run', () => {
    const { code, out } = dryRun({ PATH: '', CHROME_PATH: join(tmpdir(), 'no-such-chromium') });
    expect(code).toBe(1);
    expect(out).toContain('did not run: e2e');
  });

  it('stops at a failed step and names every step that did not run', () => {
    const ran = [];
    const results = runSteps(STEPS, {
      missing: [],
      exec: (step) => {
        ran.push(step.name);
        return step.name !== 'typecheck';
      },
    });
    expect(ran).toEqual(['lint', 'typecheck']);
    expect(results.map((r) => r.outcome)).toEqual(['passed', 'failed', 'not run', 'not run']);
    expect(summary(results)).toContain('npm test: typecheck failed; did not run: unit, e2e.');
  });

  it('runs the steps a missing prerequisite does not block, and fails the run', () => {
    const ran = [];
    const results = runSteps(STEPS, { missing: ['chromium'], exec: (step) => ran.push(step.name) > 0 });
    expect(ran).toEqual(['lint', 'typecheck', 'unit']);
    expect(summary(results)).toMatch(/e2e\s+not run \(needs Chromium\)/);
    expect(summary(results)).toContain('npm test: did not run: e2e.');
  });
});

describe('tests on a fresh machine', () => {
  const producer =
    /\b(?:execFileSync|execFile|execSync|spawnSync|spawn)\(\s*['"`](?:soffice|libreoffice|pandoc|pdftocairo|pdftotext|pdftoppm|pdfinfo|mutool|qpdf|ps2pdf|gs|chromium|pdflatex|lualatex|xelatex|texi2pdf)\b/;

  /** Every test source: test files and the helpers beside them (not the fixture makers, run by hand). */
  function testSources() {
    const out = [];
    const walk = (dir) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (['node_modules', 'dist', 'data'].includes(entry.name) || entry.name.startsWith('.')) continue;
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (
          /\.(ts|tsx|mjs|js)$/.test(entry.name) &&
          /(^|\/)(test|e2e)\/|\.test\./.test(relative(ROOT, path))
        )
          out.push(path);
      }
    };
    for (const dir of ['packages', 'server', 'web', 'e2e']) walk(join(ROOT, dir));
    return out.filter((p) => !/\/fixtures\/produced\/make\.ts$/.test(p));
  }

  it('no test starts a document producer (their files are committed fixtures)', () => {
    const sources = testSources();
    expect(sources.length).toBeGreaterThan(50);
    const calls = sources.filter((p) => producer.test(readFileSync(p, 'utf8'))).map((p) => relative(ROOT, p));
    expect(calls).toEqual([]);
  });
});
