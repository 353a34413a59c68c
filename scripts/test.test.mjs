/**
 * `npm test` on a fresh machine: the runner names what the machine lacks and the steps that did not run, and
 * no test calls a document producer (those files are committed fixtures).
 */
import { execFileSync } from 'node:child_process';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { main, runSteps, STEPS, summary } from './test.mjs';

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

/**
 * A fake machine: a PATH holding only fake `npm` and `apt-get` (shell scripts that log their arguments;
 * `npm` fails the step named in FAIL_STEP, `apt-get install` puts a `chromium` on the PATH) and a font folder.
 */
function fakeMachine() {
  const dir = mkdtempSync(join(tmpdir(), 'inkprint-fake-machine-'));
  const bin = join(dir, 'bin');
  const fonts = join(dir, 'fonts');
  mkdirSync(bin);
  mkdirSync(fonts);
  writeFileSync(join(fonts, 'DejaVuSans.ttf'), '');
  const script = (name, body) => {
    writeFileSync(join(bin, name), `#!/bin/sh\necho "${name} $*" >> "${dir}/calls"\n${body}\n`);
    chmodSync(join(bin, name), 0o755);
  };
  script(
    'npm',
    `echo "CHROME_PATH=$CHROME_PATH" >> "${dir}/calls"\n[ "$2" = "$FAIL_STEP" ] && exit 1\nexit 0`,
  );
  script(
    'apt-get',
    `[ "$1" = install ] && printf '#!/bin/sh\\n' > "${bin}/chromium" && /bin/chmod +x "${bin}/chromium"\nexit 0`,
  );
  const lines = [];
  const run = (argv, env = {}, root = true) => {
    const code = main(
      argv,
      { PATH: bin, HOME: dir, ...env },
      { log: (l) => lines.push(l), root, fontDirs: [fonts] },
    );
    const calls = existsSync(join(dir, 'calls'))
      ? readFileSync(join(dir, 'calls'), 'utf8').trim().split('\n')
      : [];
    return { code, out: lines.join('\n'), calls };
  };
  return { bin, run, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

describe('npm test on a machine without Chromium', () => {
  it('as root with apt-get: installs chromium and a font, then runs every step with that browser', () => {
    const machine = fakeMachine();
    try {
      const { code, out, calls } = machine.run([]);
      expect(calls).toContain('apt-get install -y -qq --no-install-recommends chromium fonts-dejavu-core');
      expect(calls.filter((c) => c.startsWith('npm '))).toEqual([
        'npm run lint',
        'npm run typecheck',
        'npm run test:unit',
        'npm run test:e2e',
      ]);
      expect(calls.at(-1)).toBe(`CHROME_PATH=${join(machine.bin, 'chromium')}`);
      expect(out).toContain('npm test: all steps passed.');
      expect(code).toBe(0);
    } finally {
      machine.cleanup();
    }
  });

  it('not root: installs nothing, names the command, runs lint, typecheck and unit, and fails', () => {
    const machine = fakeMachine();
    try {
      const { code, out, calls } = machine.run([], {}, false);
      expect(calls.some((c) => c.startsWith('apt-get'))).toBe(false);
      expect(out).toContain('this run cannot install it (not root)');
      expect(out).toContain('sudo apt-get install chromium fonts-dejavu-core');
      expect(calls.filter((c) => c.startsWith('npm '))).toHaveLength(3);
      expect(out).toContain('npm test: did not run: e2e.');
      expect(code).toBe(1);
    } finally {
      machine.cleanup();
    }
  });

  it('a failed step stops the run and the summary names the steps that did not run', () => {
    const machine = fakeMachine();
    try {
      const { code, out, calls } = machine.run([], { FAIL_STEP: 'typecheck' });
      expect(calls.filter((c) => c.startsWith('npm '))).toEqual(['npm run lint', 'npm run typecheck']);
      expect(out).toMatch(/typecheck\s+failed/);
      expect(out).toMatch(/unit\s+not run \(typecheck failed\)/);
      expect(out).toContain('npm test: typecheck failed; did not run: unit, e2e.');
      expect(code).toBe(1);
    } finally {
      machine.cleanup();
    }
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
