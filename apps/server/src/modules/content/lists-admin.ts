// The console's lists for the home page (issue 11): team, testimonials and featured-in logos.
// One service for the three: each has its words (checked by its schema in core), a photo
// re-encoded like every upload, and an order. Changes are audited and clear the public cache.
// A banner's, a team member's and a testimonial's words have their Hindi beside them (issue 39):
// optional, stored as null where there is none, shown on /hi pages when whole.
import { randomBytes } from 'node:crypto';
import { AppError, type ContentList, type ContentListItem, contentListMessages as cl, contentListInputs, hindiOrNull } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { asc, eq } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { encodePhoto, storePhoto } from '../../platform/photos.ts';
import type { Storage } from '../../platform/storage.ts';

const TABLES = { sliders: s.sliders, team: s.teamMembers, testimonials: s.testimonials, logos: s.featuredLogos } as const;
// Logos keep their shape (never cropped); people are square.
const SHAPES = {
  sliders: { min: { width: 1200, height: 450 }, size: { width: 1600, height: 600, fit: 'cover' as const } },
  team: { min: { width: 200, height: 200 }, size: { width: 400, height: 400, fit: 'cover' as const } },
  testimonials: { min: { width: 200, height: 200 }, size: { width: 400, height: 400, fit: 'cover' as const } },
  logos: { min: { width: 100, height: 40 }, size: { width: 400, height: 200, fit: 'inside' as const } },
};

type AnyRow = { id: number; name: string; image: string; sort: number } & Record<string, unknown>;

const TEXT_FIELDS = ['role', 'mobile', 'place', 'quote', 'page', 'subtitle', 'linkUrl', 'linkLabel'] as const;
/** The Hindi columns (null is none), read back as '' so the console's fields and its audit compare strings. */
const HINDI_FIELDS = ['nameHi', 'subtitleHi', 'linkLabelHi', 'roleHi', 'placeHi', 'quoteHi'] as const;

/** Banners call their name a title (the columns are `title`, `title_hi`); the console calls both `name`. */
function item(raw: Record<string, unknown>): ContentListItem {
  const row = ('title' in raw ? { ...raw, name: raw.title, nameHi: raw.titleHi } : raw) as AnyRow;
  const out: ContentListItem = { id: row.id, name: row.name, image: row.image, sort: row.sort };
  for (const k of TEXT_FIELDS) if (typeof row[k] === 'string') out[k] = row[k] as string;
  for (const k of HINDI_FIELDS) if (k in row) out[k] = (row[k] as string | null) ?? '';
  return out;
}

/** The columns a list's checked words go to: the Hindi stored as null where it is empty; a Hindi left out is not written. */
function columns(kind: ContentList, values: Record<string, unknown>): Record<string, unknown> {
  const stored = Object.fromEntries(
    Object.entries(values)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => [k, (HINDI_FIELDS as readonly string[]).includes(k) ? hindiOrNull(v as string) : v]),
  );
  if (kind !== 'sliders') return stored;
  const { name, nameHi, ...rest } = stored;
  return { ...rest, title: name, ...('nameHi' in stored ? { titleHi: nameHi } : {}) };
}

export function listsAdmin(deps: { db: Db; storage: Storage; audit: Pick<AuditLog, 'record'>; onPublicChange: () => void }) {
  const { db } = deps;

  async function one(kind: ContentList, id: number): Promise<AnyRow> {
    const t = TABLES[kind];
    const [row] = (await db.select().from(t).where(eq(t.id, id)).limit(1)) as AnyRow[];
    if (!row) throw AppError.notFound(cl.notFound);
    return row;
  }

  async function photo(kind: ContentList, bytes: Uint8Array) {
    const shape = SHAPES[kind];
    const encoded = await encodePhoto(
      bytes,
      'photo',
      {
        maxBytes: 5 * 1024 * 1024,
        min: shape.min,
        messages: { tooLarge: cl.photoTooLarge, type: cl.photoType, tooSmall: cl.photoTooSmall, unreadable: cl.photoUnreadable },
      },
      (img) => img.resize(shape.size.width, shape.size.height, { fit: shape.size.fit, withoutEnlargement: shape.size.fit === 'inside' }),
    );
    return storePhoto(deps.storage, `${kind}/${randomBytes(8).toString('hex')}`, encoded);
  }

  /** The words for `kind`, checked by its schema (throws the field errors). */
  function words(kind: ContentList, input: unknown) {
    const r = contentListInputs[kind].safeParse(input);
    if (!r.success) throw AppError.invalid(Object.fromEntries(r.error.issues.map((i) => [String(i.path[0] ?? 'name'), i.message])));
    return r.data;
  }

  return {
    async list(kind: ContentList): Promise<ContentListItem[]> {
      const t = TABLES[kind];
      return ((await db.select().from(t).orderBy(asc(t.sort), asc(t.id))) as AnyRow[]).map(item);
    },

    async create(kind: ContentList, input: unknown, bytes: Uint8Array, by: number): Promise<ContentListItem> {
      const values = words(kind, input);
      const stored = await photo(kind, bytes);
      const t = TABLES[kind];
      const [row] = (await db
        .insert(t)
        .values({ ...columns(kind, values), image: stored.jpeg } as never)
        .returning()) as AnyRow[];
      if (!row) throw new Error('insert returned nothing');
      await deps.audit.record({
        actorId: by,
        action: `content.${kind}.create`,
        subjectType: kind,
        subjectId: row.id,
        before: null,
        after: { name: item(row).name },
      });
      deps.onPublicChange();
      return item(row);
    },

    async update(kind: ContentList, id: number, input: unknown, by: number): Promise<ContentListItem> {
      const before = await one(kind, id);
      const values = words(kind, input);
      const t = TABLES[kind];
      const [row] = (await db
        .update(t)
        .set(columns(kind, values) as never)
        .where(eq(t.id, id))
        .returning()) as AnyRow[];
      const was = item(before) as unknown as Record<string, unknown>;
      const sent = values as Record<string, unknown>;
      const changed = Object.keys(values).filter((k) => sent[k] !== undefined && sent[k] !== was[k]);
      if (changed.length) {
        await deps.audit.record({
          actorId: by,
          action: `content.${kind}.edit`,
          subjectType: kind,
          subjectId: id,
          before: Object.fromEntries(changed.map((k) => [k, was[k]])),
          after: Object.fromEntries(changed.map((k) => [k, (values as Record<string, unknown>)[k]])),
        });
        deps.onPublicChange();
      }
      return item(row as AnyRow);
    },

    async remove(kind: ContentList, id: number, by: number): Promise<ContentListItem> {
      const before = item(await one(kind, id));
      const t = TABLES[kind];
      await db.delete(t).where(eq(t.id, id));
      await deps.storage.remove(before.image);
      await deps.audit.record({
        actorId: by,
        action: `content.${kind}.delete`,
        subjectType: kind,
        subjectId: id,
        before: { name: before.name },
        after: { removed: true },
      });
      deps.onPublicChange();
      return item(before);
    },
  };
}

export type ListsAdmin = ReturnType<typeof listsAdmin>;
