/**
 * No function in the writer is over MAX_LINES lines (issue #25): a long function is split into named
 * stages or phases, each small enough to read and test on its own. Nested functions count within their
 * parent as well as on their own.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const MAX_LINES = 80;
const src = join(dirname(fileURLToPath(import.meta.url)), '..', 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : [],
  );
}

/** Every function-like node of a file, with its name (or where it is) and its length in lines. */
export function functionLengths(file: string, text: string): { name: string; lines: number }[] {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: { name: string; lines: number }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const start = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const end = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      const named = node.name && ts.isIdentifier(node.name) ? node.name.text : undefined;
      const parent = node.parent;
      const bound =
        parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)
          ? parent.name.text
          : undefined;
      out.push({ name: `${named ?? bound ?? '(anonymous)'}:${start + 1}`, lines: end - start + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

describe('the writer’s functions', () => {
  it('measures a function’s lines', () => {
    const long = `function f() {\n${'  x();\n'.repeat(MAX_LINES)}}\nconst g = () => 1;\n`;
    expect(functionLengths('t.ts', long)).toEqual([
      { name: 'f:1', lines: MAX_LINES + 2 },
      { name: `g:${MAX_LINES + 3}`, lines: 1 },
    ]);
  });

  it(`are at most ${MAX_LINES} lines each`, () => {
    const tooLong = sourceFiles(src).flatMap((f) =>
      functionLengths(f, readFileSync(f, 'utf8'))
        .filter((fn) => fn.lines > MAX_LINES)
        .map((fn) => `${relative(src, f)} ${fn.name} (${fn.lines} lines)`),
    );
    expect(tooLong).toEqual([]);
  });
});
