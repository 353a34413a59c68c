// @ts-check
/**
 * `npm test`: lint, typecheck, unit and browser tests, in that order, on a machine that has had only `npm ci`.
 *
 * The one thing the tests need from the system is a Chromium with a font for the browser tests (documents
 * from other producers are committed fixtures). When it is missing, this installs Debian's chromium and
 * fonts-dejavu-core if it can (root and apt-get), and otherwise names what to install in one message and
 * runs the steps that do not need it. A failed step stops the run; the summary names the steps that passed,
 * the one that failed and every step that did not run, and why.
 *
 *   node scripts/test.mjs [--dry-run] [--no-install]
 *
 * --dry-run checks the machine and prints the plan without installing or running anything (exit 1 when a
 * step could not run); --no-install never calls apt-get. CHROME_PATH names the browser to use.
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, readdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Debian packages that give the browser tests what they need. */
export const APT_PACKAGES = ['chromium', 'fonts-dejavu-core'];

/** @typedef {{ name: string, command: string[], needs?: string[] }} Step */

/** @type {Step[]} */
export const STEPS = [
  { name: 'lint', command: ['npm', 'run', 'lint'] },
  { name: 'typecheck', command: ['npm', 'run', 'typecheck'] },
  { name: 'unit', command: ['npm', 'run', 'test:unit'] },
  { name: 'e2e', command: ['npm', 'run', 'test:e2e'], needs: ['chromium', 'fonts'] },
];

/** Node versions the project supports (package.json "engines"): 20.19+ in the 20 line, or 22.12+. */
export function nodeSupported(version = process.versions.node) {
  const [major = 0, minor = 0] = version.split('.').map(Number);
  return (major === 20 && minor >= 19) || (major === 22 && minor >= 12) || major > 22;
}

/** @param {string} file */
function executable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** The first executable `name` on PATH, or null. @param {string} name @param {NodeJS.ProcessEnv} env */
export function which(name, env = process.env) {
  for (const dir of (env.PATH ?? '').split(delimiter)) {
    if (dir && executable(join(dir, name))) return join(dir, name);
  }
  return null;
}

/** The browser the tests would use: CHROME_PATH, else chromium on PATH. @param {NodeJS.ProcessEnv} env */
export function findChromium(env = process.env) {
  if (env.CHROME_PATH) return executable(env.CHROME_PATH) ? env.CHROME_PATH : null;
  return which('chromium', env);
}

const FONT_DIRS = ['/usr/share/fonts', '/usr/local/share/fonts'];

/** Whether any TrueType or OpenType font is installed (headless Chromium draws no text without one). */
export function hasFont(dirs = FONT_DIRS) {
  return dirs.some((dir) => {
    try {
      return readdirSync(dir, { recursive: true }).some((f) => /\.(ttf|otf|ttc)$/i.test(String(f)));
    } catch {
      return false;
    }
  });
}

/**
 * @typedef {{ log: (line: string) => void, root: boolean, fontDirs: string[] }} Io
 * Where the runner writes, whether it runs as root and where fonts live (tests pass their own).
 */

/** @type {Io} */
const SYSTEM = {
  log: (line) => process.stdout.write(`${line}\n`),
  root: typeof process.getuid === 'function' && process.getuid() === 0,
  fontDirs: FONT_DIRS,
};

/**
 * What the machine has: the prerequisites present, and whether this process can install the missing ones.
 * @param {NodeJS.ProcessEnv} env
 * @param {Io} io
 */
export function inspect(env = process.env, io = SYSTEM) {
  const chromium = findChromium(env);
  /** @type {Record<string, boolean>} */
  const present = { chromium: chromium !== null, fonts: hasFont(io.fontDirs) };
  const root = io.root;
  const apt = which('apt-get', env) !== null;
  return { chromium, present, root, apt };
}

/** What each prerequisite is called in messages. */
const NAMES = /** @type {Record<string, string>} */ ({ chromium: 'Chromium', fonts: 'a font' });

/** @param {Record<string, boolean>} present */
const missingOf = (present) => Object.keys(present).filter((k) => !present[k]);

/** The one message for prerequisites this run cannot install. @param {string[]} missing @param {string} why */
export function missingMessage(missing, why) {
  const what = missing.map((m) => NAMES[m] ?? m).join(' and ');
  return (
    `The browser tests (e2e) need ${what}, and this run cannot install ${missing.length > 1 ? 'them' : 'it'} (${why}). ` +
    `On Debian or Ubuntu run: sudo apt-get install ${APT_PACKAGES.join(' ')} ` +
    '(or set CHROME_PATH to a Chromium or Chrome binary), then npm test again.'
  );
}

/**
 * Runs the steps in order. A step whose prerequisites are missing does not run; the first step that fails
 * stops the run. Returns each step's outcome.
 * @param {Step[]} steps
 * @param {{ missing: string[], dryRun?: boolean, exec: (step: Step) => boolean }} o
 * @returns {{ name: string, outcome: 'passed' | 'failed' | 'would run' | 'not run', reason?: string }[]}
 */
export function runSteps(steps, { missing, dryRun = false, exec }) {
  /** @type {ReturnType<typeof runSteps>} */
  const results = [];
  let failed = null;
  for (const step of steps) {
    const lacking = (step.needs ?? []).filter((n) => missing.includes(n));
    if (failed) results.push({ name: step.name, outcome: 'not run', reason: `${failed} failed` });
    else if (lacking.length)
      results.push({
        name: step.name,
        outcome: 'not run',
        reason: `needs ${lacking.map((n) => NAMES[n] ?? n).join(' and ')}`,
      });
    else if (dryRun) results.push({ name: step.name, outcome: 'would run' });
    else if (exec(step)) results.push({ name: step.name, outcome: 'passed' });
    else {
      results.push({ name: step.name, outcome: 'failed' });
      failed = step.name;
    }
  }
  return results;
}

/** One line per step, then the verdict. @param {ReturnType<typeof runSteps>} results */
export function summary(results) {
  const lines = results.map((r) => `  ${r.name.padEnd(10)} ${r.outcome}${r.reason ? ` (${r.reason})` : ''}`);
  const unrun = results.filter((r) => r.outcome === 'not run').map((r) => r.name);
  const failed = results.find((r) => r.outcome === 'failed');
  const parts = [];
  if (failed) parts.push(`${failed.name} failed`);
  if (unrun.length) parts.push(`did not run: ${unrun.join(', ')}`);
  if (!parts.length)
    parts.push(results.some((r) => r.outcome === 'would run') ? 'every step would run' : 'all steps passed');
  const verdict = parts.join('; ');
  return ['npm test:', ...lines, `npm test: ${verdict}.`].join('\n');
}

/**
 * @param {string[]} argv
 * @param {NodeJS.ProcessEnv} env
 * @param {Io} io
 * @returns {number} exit code
 */
export function main(argv = process.argv.slice(2), env = process.env, io = SYSTEM) {
  const dryRun = argv.includes('--dry-run');
  const noInstall = argv.includes('--no-install');
  const log = io.log;

  if (!nodeSupported()) {
    log(
      `npm test: Node.js ${process.versions.node} is not supported; use 20.19 or later in the 20 line, or 22.12 or later. No step ran.`,
    );
    return 1;
  }

  let machine = inspect(env, io);
  let missing = missingOf(machine.present);
  if (missing.length) {
    const why = !machine.root
      ? 'not root'
      : !machine.apt
        ? 'no apt-get here'
        : noInstall
          ? '--no-install'
          : '';
    if (why) log(`npm test: ${missingMessage(missing, why)}`);
    else if (dryRun)
      log(`npm test: would install ${APT_PACKAGES.join(' ')} with apt-get for the browser tests.`);
    else {
      log(`npm test: installing ${APT_PACKAGES.join(' ')} with apt-get for the browser tests…`);
      const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
      const ok =
        spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv }).status === 0 &&
        spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...APT_PACKAGES], {
          stdio: 'inherit',
          env: aptEnv,
        }).status === 0;
      machine = inspect(env, io);
      missing = missingOf(machine.present);
      if (missing.length)
        log(`npm test: ${missingMessage(missing, ok ? 'installed, still missing' : 'apt-get failed')}`);
    }
  }
  // A dry run on a machine where the install would happen plans every step.
  if (dryRun && machine.root && machine.apt && !noInstall) missing = [];

  const stepEnv = machine.chromium ? { ...env, CHROME_PATH: machine.chromium } : env;
  const results = runSteps(STEPS, {
    missing,
    dryRun,
    exec: (step) => {
      log(`\nnpm test: ${step.name} (${step.command.join(' ')})`);
      const [cmd = 'npm', ...args] = step.command;
      return spawnSync(cmd, args, { stdio: 'inherit', env: stepEnv }).status === 0;
    },
  });
  log(`\n${summary(results)}`);
  return results.every((r) => r.outcome === 'passed' || r.outcome === 'would run') ? 0 : 1;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) process.exitCode = main();
