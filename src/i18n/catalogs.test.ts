import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface Entry {
  msgid: string;
  msgstr: string;
}

/** Just enough of the PO format for the catalogs `lingui extract` writes. */
function parsePo(text: string): Entry[] {
  const entries: Entry[] = [];
  let entry: Entry | undefined;
  let field: keyof Entry | undefined;
  for (const line of text.split('\n')) {
    const start = /^(msgid|msgstr) (".*")$/.exec(line);
    if (start) {
      field = start[1] as keyof Entry;
      if (field === 'msgid') {
        entry = { msgid: '', msgstr: '' };
        entries.push(entry);
      }
      if (entry) entry[field] = JSON.parse(start[2] as string);
    } else if (line.startsWith('"') && entry && field) {
      entry[field] += JSON.parse(line);
    } else {
      field = undefined;
    }
  }
  return entries.filter((e) => e.msgid !== '');
}

const catalog = (locale: string) =>
  parsePo(readFileSync(new URL(`../locales/${locale}/messages.po`, import.meta.url), 'utf8'));

/** Placeholders and tag slots a translation must keep: `{name}`, `<0>`, `</0>`. */
const slots = (text: string) => (text.match(/\{[^{}]+\}|<\/?\d+\/?>/g) ?? []).sort();

describe('catalogs', () => {
  const ptBR = catalog('pt-BR');
  const enUS = catalog('en-US');

  it('are not empty', () => {
    expect(ptBR.length).toBeGreaterThan(0);
  });

  it('hold the same messages in both locales', () => {
    expect(ptBR.map((e) => e.msgid).sort()).toEqual(enUS.map((e) => e.msgid).sort());
  });

  it('translate every message into pt-BR', () => {
    expect(ptBR.filter((e) => e.msgstr.trim() === '').map((e) => e.msgid)).toEqual([]);
  });

  it('keep every placeholder and tag in pt-BR', () => {
    const broken = ptBR.filter((e) => e.msgstr && slots(e.msgstr).join() !== slots(e.msgid).join());
    expect(broken.map((e) => e.msgid)).toEqual([]);
  });
});
