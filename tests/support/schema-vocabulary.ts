// schema.org's vocabulary as the schema-dts package compiles it (one interface per type, with
// the properties it adds and the types it extends): which types exist and which properties each
// type has, inherited ones included. Tests check every JSON-LD node a page renders against it.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

export interface Vocabulary {
  /** The properties of a type (its own and its ancestors'), or undefined for no such type. */
  propertiesOf(type: string): ReadonlySet<string> | undefined;
}

export function schemaVocabulary(): Vocabulary {
  const require = createRequire(import.meta.url);
  const text = readFileSync(join(dirname(require.resolve('schema-dts/package.json')), 'dist/schema.d.ts'), 'utf8');
  // interface FooBase extends BarBase, Partial<IdReference> { "prop"?: …; … }
  const bases = new Map<string, { parents: string[]; own: string[] }>();
  for (const m of text.matchAll(/^interface (\w+Base) extends ([^{]+)\{\n([\s\S]*?)^\}/gm)) {
    const parents = (m[2] ?? '')
      .split(',')
      .map((p) => p.trim())
      .filter((p) => /^\w+Base$/.test(p));
    const own = [...(m[3] ?? '').matchAll(/^ {4}"([^"]+)"\?:/gm)].map((p) => p[1] ?? '');
    bases.set(m[1] ?? '', { parents, own });
  }
  // export interface FooLeaf extends FooBase { "@type": "Foo"; }
  const leaves = new Map<string, string>();
  for (const m of text.matchAll(/^export interface \w+Leaf extends (\w+Base) \{\n {4}"@type": "([^"]+)";/gm)) leaves.set(m[2] ?? '', m[1] ?? '');
  const memo = new Map<string, Set<string>>();
  const collect = (base: string): Set<string> => {
    const hit = memo.get(base);
    if (hit) return hit;
    const b = bases.get(base);
    const out = new Set<string>(b?.own ?? []);
    for (const p of b?.parents ?? []) for (const x of collect(p)) out.add(x);
    memo.set(base, out);
    return out;
  };
  if (leaves.size < 500 || !leaves.has('NGO') || !collect(leaves.get('NGO') ?? '').has('nonprofitStatus'))
    throw new Error('schema-dts changed its layout: the vocabulary could not be read');
  return {
    propertiesOf(type) {
      const base = leaves.get(type);
      return base ? collect(base) : undefined;
    },
  };
}

/** Every node of a JSON-LD document (objects nested in properties and arrays), with where it is. */
export function jsonLdProblems(doc: unknown, vocab: Vocabulary): string[] {
  const problems: string[] = [];
  const walk = (node: unknown, where: string) => {
    if (Array.isArray(node)) {
      node.forEach((n, i) => {
        walk(n, `${where}[${i}]`);
      });
      return;
    }
    if (!node || typeof node !== 'object') return;
    const obj = node as Record<string, unknown>;
    const type = obj['@type'];
    const props = typeof type === 'string' ? vocab.propertiesOf(type) : undefined;
    if (typeof type === 'string' && !props) problems.push(`${where}: schema.org has no type ${type}`);
    if (type === undefined && Object.keys(obj).some((k) => !k.startsWith('@'))) problems.push(`${where}: a node with properties but no @type`);
    for (const [k, v] of Object.entries(obj)) {
      if (k.startsWith('@')) {
        if (!['@context', '@type', '@id'].includes(k)) problems.push(`${where}: unexpected keyword ${k}`);
        continue;
      }
      if (props && !props.has(k)) problems.push(`${where}: ${String(type)} has no property ${k}`);
      walk(v, `${where}.${k}`);
    }
  };
  walk(doc, '$');
  return problems;
}
