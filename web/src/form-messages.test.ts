// @vitest-environment node
// Every form validates with a zod schema whose messages are catalogue keys (`required`, `invalid_email`…)
// that the form looks up in its own namespace. A key the schema can give but the catalogue lacks shows the
// wrong text (the contact form once said "Please fill in this field." under a filled-in name holding a tab)
// or the raw key. This finds every key each form's schema can give and requires a text for it in all five
// languages, and it finds every form by its zodResolver call, so a new form cannot be left out.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  contactBody,
  createVoiceBody,
  deleteAccountBody,
  emailBody,
  generateBody,
  LANGUAGES,
  loginBody,
  rewriteBody,
  updateProfileBody,
} from '@inkprint/shared';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { confirmEmailForm, registerForm, resetPasswordForm } from './features/auth/schemas';
import { changePasswordForm } from './features/settings/schemas';
import { flatten } from './test/catalogues';

const srcDir = dirname(fileURLToPath(import.meta.url));

interface Form {
  /** The file that calls `zodResolver(<schemaName>)`, relative to web/src. */
  file: string;
  schemaName: string;
  schema: z.ZodType;
  /** Where the form looks its messages up: `translation` is src/locales, else a feature's catalogues. */
  namespace: string;
  prefix: string;
}

/** useFieldError (lib/form.ts) reads `validation.<key>` of the default namespace. */
const shared = { namespace: 'translation', prefix: 'validation' } as const;

const forms: Form[] = [
  { file: 'features/auth/components/email-form.tsx', schemaName: 'emailBody', schema: emailBody, ...shared },
  {
    file: 'features/voices/components/voice-name-dialog.tsx',
    schemaName: 'createVoiceBody',
    schema: createVoiceBody,
    ...shared,
  },
  { file: 'features/auth/routes/login.tsx', schemaName: 'loginBody', schema: loginBody, ...shared },
  { file: 'features/auth/routes/register.tsx', schemaName: 'registerForm', schema: registerForm, ...shared },
  {
    file: 'features/auth/routes/reset-password.tsx',
    schemaName: 'resetPasswordForm',
    schema: resetPasswordForm,
    ...shared,
  },
  {
    file: 'features/auth/routes/confirm-email.tsx',
    schemaName: 'confirmEmailForm',
    schema: confirmEmailForm,
    ...shared,
  },
  {
    file: 'features/settings/components/danger-zone.tsx',
    schemaName: 'deleteAccountBody',
    schema: deleteAccountBody,
    ...shared,
  },
  {
    file: 'features/settings/components/account-form.tsx',
    schemaName: 'updateProfileBody',
    schema: updateProfileBody,
    ...shared,
  },
  {
    file: 'features/settings/components/change-password-form.tsx',
    schemaName: 'changePasswordForm',
    schema: changePasswordForm,
    ...shared,
  },
  {
    file: 'features/generate/components/generate-form.tsx',
    schemaName: 'generateBody',
    schema: generateBody,
    ...shared,
  },
  {
    file: 'features/generate/components/rewrite-form.tsx',
    schemaName: 'rewriteBody',
    schema: rewriteBody,
    ...shared,
  },
  {
    file: 'features/marketing/components/contact-form.tsx',
    schemaName: 'contactBody',
    schema: contactBody,
    namespace: 'marketing',
    prefix: 'contact.errors',
  },
];

interface ZodNode {
  _zod?: { def?: Record<string, unknown> };
}

function isNode(value: unknown): value is ZodNode {
  return typeof value === 'object' && value !== null && '_zod' in value;
}

/**
 * The custom messages written into a schema: zod keeps `{ message }` as an `error` function on the
 * schema's or the check's definition. The walk follows every nested schema (object shapes, pipes,
 * defaults, optionals, unions, arrays) and every check (min, max, refine).
 */
function declaredMessages(schema: z.ZodType): Set<string> {
  const found = new Set<string>();
  const seen = new Set<unknown>();
  const visit = (node: unknown) => {
    if (!isNode(node) || seen.has(node)) return;
    seen.add(node);
    const def = node._zod?.def;
    if (!def) return;
    if (typeof def.error === 'function') {
      const message = (def.error as () => unknown)();
      if (typeof message === 'string') found.add(message);
    }
    for (const value of Object.values(def)) {
      if (isNode(value)) visit(value);
      else if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') Object.values(value).forEach(visit);
    }
  };
  visit(schema);
  return found;
}

/**
 * Messages raised inside a transform (`ctx.addIssue`) are not written into the definition, so each form's
 * fields are also tried with awkward input: empty, blank, control characters, far too long, not an address.
 */
const PROBES = [
  '',
  ' ',
  'x',
  'two words',
  'a\tb',
  'a\nb',
  'a\u0000b',
  'not an e-mail',
  'xx',
  'x'.repeat(20_000),
];

function probedMessages(schema: z.ZodType): Set<string> {
  const shape = (schema as unknown as ZodNode)._zod?.def?.shape as Record<string, unknown> | undefined;
  const fields = Object.keys(shape ?? {});
  const inputs = PROBES.flatMap((probe) => [
    Object.fromEntries(fields.map((field) => [field, probe])),
    ...fields.map((field) => ({ ...Object.fromEntries(fields.map((f) => [f, ''])), [field]: probe })),
  ]);
  const found = new Set<string>();
  for (const input of inputs) {
    const result = schema.safeParse(input);
    if (!result.success) for (const issue of result.error.issues) found.add(issue.message);
  }
  return found;
}

function catalogue(namespace: string, lang: string): Map<string, unknown> {
  const dir =
    namespace === 'translation' ? join(srcDir, 'locales') : join(srcDir, 'features', namespace, 'locales');
  return flatten(JSON.parse(readFileSync(join(dir, `${lang}.json`), 'utf8')));
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('form validation messages', () => {
  it('covers every form of the web app (each zodResolver call)', () => {
    const used = sourceFiles(srcDir).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/zodResolver\(\s*(\w+)/g)].map(
        (match) => `${relative(srcDir, path)} ${match[1]}`,
      ),
    );
    expect(used.sort()).toEqual(forms.map((form) => `${form.file} ${form.schemaName}`).sort());
  });

  it('reads the keys out of a schema, refinements and pipes included', () => {
    expect(declaredMessages(contactBody)).toEqual(
      new Set(['required', 'too_long', 'invalid_characters', 'invalid_email', 'invalid_choice']),
    );
    expect(declaredMessages(registerForm)).toContain('password_mismatch');
    expect(declaredMessages(registerForm)).toContain('password_too_weak');
    expect(probedMessages(contactBody)).toContain('invalid_characters');
  });

  for (const form of forms) {
    it(`${form.file}: every key its schema can give has a text in ${form.namespace} in all five languages`, () => {
      const keys = [...new Set([...declaredMessages(form.schema), ...probedMessages(form.schema)])].sort();
      expect(keys.length).toBeGreaterThan(0);
      const missing = LANGUAGES.flatMap((lang) => {
        const texts = catalogue(form.namespace, lang);
        return keys
          .filter((key) => typeof texts.get(`${form.prefix}.${key}`) !== 'string')
          .map((key) => `${lang}: ${form.prefix}.${key}`);
      });
      expect(missing).toEqual([]);
    });
  }
});
