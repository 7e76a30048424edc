// docs/ARCHITECTURE.md keeps one entry per module folder (issue 44): a line `- **<module>**: …`
// under "## Modules". A folder without its entry, an entry for a folder that does not exist, an
// entry written twice, or an entry whose "owns" list differs from the tables its schema file
// declares fails here. An entry marked `<!-- money: confirm at merge -->` on the line above it
// describes the money core's target shape (payments, journal, payouts, shop) while other branches
// reshape it: it may name a folder not merged yet and its tables are not compared. The merger
// checks such entries against the merged code and removes the mark, which makes them strict.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { TABLE_OWNERS } from '../packages/db/src/ownership.ts';

const DOC = 'docs/ARCHITECTURE.md';
const MODULES_DIR = 'apps/server/src/modules';
const PENDING_MARK = '<!-- money: confirm at merge -->';

interface Entry {
  module: string;
  line: number;
  /** Marked for confirmation at merge. */
  pending: boolean;
  /** The tables after "owns" ([] for "owns nothing"), or null when the entry names none. */
  owns: string[] | null;
}

/** The entries of the "## Modules" section of a document's text. */
function moduleEntries(text: string): Entry[] {
  const lines = text.split('\n');
  const start = lines.findIndex((l) => l.trim() === '## Modules');
  if (start === -1) return [];
  const end = lines.findIndex((l, i) => i > start && l.startsWith('## '));
  const section = lines.slice(start + 1, end === -1 ? lines.length : end);
  const entries: Entry[] = [];
  section.forEach((l, i) => {
    const m = /^- \*\*([a-z][a-z0-9-]*)\*\*:/.exec(l);
    if (!m?.[1]) return;
    // The entry runs until the next entry, a blank line or a comment.
    const body = [l];
    for (let j = i + 1; j < section.length && /^ {2}\S/.test(section[j] ?? ''); j++) body.push(section[j] ?? '');
    entries.push({ module: m[1], line: start + 2 + i, pending: section[i - 1]?.trim() === PENDING_MARK, owns: ownsOf(body.join(' ')) });
  });
  return entries;
}

/** "owns a, b (note), c; …" → [a, b, c]; "owns nothing" → []. */
function ownsOf(entry: string): string[] | null {
  const at = entry.indexOf(' owns ');
  if (at === -1) return null;
  let depth = 0;
  let list = '';
  for (const c of entry.slice(at + ' owns '.length)) {
    if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (depth === 0 && (c === '.' || c === ';')) break;
    else if (depth === 0) list += c;
  }
  const names = list
    .split(',')
    .map((n) => n.trim())
    .filter(Boolean);
  return names.length === 1 && names[0] === 'nothing' ? [] : names;
}

/** What is wrong between a document's entries and the module folders (empty: nothing). */
function entryProblems(text: string, folders: readonly string[], tablesOf: (module: string) => string[]): string[] {
  const problems: string[] = [];
  const entries = moduleEntries(text);
  const seen = new Map<string, number>();
  for (const e of entries) {
    const first = seen.get(e.module);
    if (first !== undefined) problems.push(`${DOC}:${e.line}: ${e.module} has a second entry (the first is line ${first})`);
    else seen.set(e.module, e.line);
    if (!folders.includes(e.module) && !e.pending) problems.push(`${DOC}:${e.line}: ${e.module} is no folder of ${MODULES_DIR}`);
    if (folders.includes(e.module) && !e.pending) {
      const declared = tablesOf(e.module).sort();
      if (e.owns === null) problems.push(`${DOC}:${e.line}: ${e.module}'s entry does not say what it owns ("owns …" or "owns nothing")`);
      else if (e.owns.slice().sort().join(', ') !== declared.join(', '))
        problems.push(
          `${DOC}:${e.line}: ${e.module} owns ${declared.join(', ') || 'nothing'} (packages/db/src/schema/${e.module}.ts), the entry says ${e.owns.join(', ') || 'nothing'}`,
        );
    }
  }
  for (const f of folders) if (!seen.has(f)) problems.push(`${DOC}: ${MODULES_DIR}/${f} has no entry under "## Modules" (a line "- **${f}**: …")`);
  return problems;
}

const folders = readdirSync(MODULES_DIR).filter((name) => statSync(`${MODULES_DIR}/${name}`).isDirectory());
const tablesOf = (module: string) => Object.entries(TABLE_OWNERS).flatMap(([table, owner]) => (owner === module ? [table] : []));
const doc = readFileSync(DOC, 'utf8');

describe('docs/ARCHITECTURE.md', () => {
  it('has one entry for each module folder, names no other, and lists the tables each owns', () => {
    expect(folders.length).toBeGreaterThan(20);
    expect(entryProblems(doc, folders, tablesOf)).toEqual([]);
  });

  it('fails when an entry is taken out, doubled or names a folder that does not exist', () => {
    const giving = doc.split('\n').findIndex((l) => l.startsWith('- **giving**:'));
    const without = doc
      .split('\n')
      .filter((_l, i) => i !== giving)
      .join('\n');
    expect(entryProblems(without, folders, tablesOf)).toEqual([expect.stringContaining(`${MODULES_DIR}/giving has no entry`)]);
    const doubled = doc.replace('- **health**:', '- **health**: owns nothing.\n- **health**:');
    expect(entryProblems(doubled, folders, tablesOf)).toEqual([expect.stringContaining('health has a second entry')]);
    const stray = doc.replace('- **health**:', '- **wellness**: owns nothing.\n- **health**:');
    expect(entryProblems(stray, folders, tablesOf)).toEqual([expect.stringContaining('wellness is no folder')]);
  });

  it('fails when an entry lists a table its module does not own, or leaves one out', () => {
    const wrong = doc.replace('- **refunds**: owns refund_requests.', '- **refunds**: owns refund_requests, donations.');
    expect(wrong).not.toBe(doc);
    expect(entryProblems(wrong, folders, tablesOf)).toEqual([expect.stringContaining('refunds owns refund_requests')]);
  });

  it('lets only an entry marked for the merge name a folder not here yet', () => {
    const marked = moduleEntries(doc).filter((e) => e.pending);
    for (const e of marked) expect(['payments', 'journal', 'payouts', 'shop'], e.module).toContain(e.module);
  });
});
