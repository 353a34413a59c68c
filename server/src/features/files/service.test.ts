// Upload file names (issue #20, point 9) and the per-user upload turns (issue #20, point 2; decision 016).
import { describe, expect, it } from 'vitest';
import { cleanFilename, MAX_WAITING_UPLOADS, UploadTurns } from './service.js';

describe('cleanFilename', () => {
  it('removes bidirectional controls, so a name shows what it is', () => {
    // U+202E would show "invoice‮fdp.txt" as "invoicetxt.pdf".
    expect(cleanFilename('invoice\u202efdp.txt')).toBe('invoicefdp.txt');
    expect(cleanFilename('\u2066a\u2067b\u2068c\u2069\u202a\u202b\u202c\u202dd\u200e\u200f\u061c.txt')).toBe(
      'abcd.txt',
    );
  });

  it('removes C0 and C1 controls, line separators and zero-width characters', () => {
    expect(cleanFilename('a\u0000b\u001fc\u007fd\u0085e\u009ff\u2028g\u2029h.txt')).toBe('abcdefgh.txt');
    expect(cleanFilename('pay\u200broll\u200c\u200d\u2060\ufeff.txt')).toBe('payroll.txt');
    // Tag characters spell hidden ASCII; a joiner inside an emoji sequence stays.
    expect(cleanFilename('a\u{e0041}\u{e0042}b \u{1f468}\u200d\u{1f469}\u200d\u{1f467}.txt')).toBe(
      'ab \u{1f468}\u200d\u{1f469}\u200d\u{1f467}.txt',
    );
  });

  it('composes to NFC and keeps the base name only', () => {
    expect(cleanFilename('dir/sub\\Re\u0301sume\u0301.txt')).toBe('R\u00e9sum\u00e9.txt');
    expect(cleanFilename('  notes.txt  ')).toBe('notes.txt');
    expect(cleanFilename(undefined)).toBe('');
  });

  it('cuts a long name to 255 units between characters, never inside a surrogate pair, the extension kept', () => {
    for (let pad = 0; pad < 4; pad++) {
      const name = `${'a'.repeat(pad)}${'😀'.repeat(200)}.txt`;
      const clean = cleanFilename(name);
      expect(clean.length).toBeLessThanOrEqual(255);
      expect(clean.length).toBeGreaterThanOrEqual(254);
      expect(clean.endsWith('😀.txt')).toBe(true);
      // A lone surrogate would not survive a round trip through UTF-8 (it becomes U+FFFD).
      expect(new TextDecoder().decode(new TextEncoder().encode(clean))).toBe(clean);
    }
  });
});

describe('UploadTurns', () => {
  it('lets one upload of a user run at a time, the next in arrival order, other users unaffected', async () => {
    const turns = new UploadTurns();
    const order: string[] = [];
    const end1 = await turns.take('u1');
    const second = turns.take('u1').then((end) => {
      order.push('second');
      return end;
    });
    const third = turns.take('u1').then((end) => {
      order.push('third');
      return end;
    });
    const endOther = await turns.take('u2');
    order.push('other');
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['other']);
    end1();
    const end2 = await second;
    expect(order).toEqual(['other', 'second']);
    end2();
    end2();
    (await third)();
    endOther();
    expect(turns.holders('u1')).toBe(0);
    expect(turns.holders('u2')).toBe(0);
  });

  it(`refuses with 429 RATE_LIMITED when ${MAX_WAITING_UPLOADS} uploads of the user wait already`, async () => {
    const turns = new UploadTurns();
    const ends = [await turns.take('u1')];
    const waiting = Array.from({ length: MAX_WAITING_UPLOADS }, () => turns.take('u1'));
    await expect(turns.take('u1')).rejects.toMatchObject({
      code: 'RATE_LIMITED',
      status: 429,
      opts: { messageKey: 'upload_in_progress', headers: { 'Retry-After': '10' } },
    });
    ends[0]!();
    for (const w of waiting) (await w)();
    expect(turns.holders('u1')).toBe(0);
    (await turns.take('u1'))();
  });
});
