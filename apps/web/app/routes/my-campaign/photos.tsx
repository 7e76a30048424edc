import { type CampaignDraft, campaignEditorMessages as em, GALLERY_MAX } from '@sahyog/core';
import { Field } from '../../components/Field.tsx';
import { Form } from '../../lib/links.tsx';

/** The cover photo: shown, and replaced by an upload (multipart, so it works without JavaScript). */
export function CoverForm({ c, error }: { c: CampaignDraft; error?: string | undefined }) {
  return (
    <section aria-labelledby="cover-title" className="card p-6">
      <h2 id="cover-title" className="text-xl font-bold">
        {em.cover}
      </h2>
      {c.image ? (
        <img src={c.image} alt={em.currentCover} width={600} height={400} className="mt-4 aspect-[3/2] w-full max-w-md rounded-xl object-cover" />
      ) : (
        <p className="mt-2 text-muted">{em.noCover}</p>
      )}
      <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
        <input type="hidden" name="intent" value="cover" />
        <Field
          label={em.coverField}
          name="cover"
          type="file"
          accept="image/jpeg,image/png,image/webp"
          hint={em.coverHint}
          error={error}
          className="[&_input]:py-2"
        />
        <button type="submit" className="btn-quiet min-h-12">
          {em.coverSave}
        </button>
      </Form>
    </section>
  );
}

/** More photos, each removable, up to GALLERY_MAX. */
export function GalleryForm({ c, error }: { c: CampaignDraft; error?: string | undefined }) {
  return (
    <section aria-labelledby="gallery-title" className="card p-6">
      <h2 id="gallery-title" className="text-xl font-bold">
        {em.galleryTitle}
      </h2>
      {c.gallery.length ? (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {c.gallery.map((p, i) => (
            <li key={p.jpeg} className="space-y-2">
              <img src={p.jpeg} alt={em.galleryPhoto(i + 1)} width={p.width} height={p.height} className="aspect-square w-full rounded-xl object-cover" />
              <Form method="post">
                <input type="hidden" name="intent" value="remove-photo" />
                <input type="hidden" name="photo" value={p.jpeg} />
                <button type="submit" className="btn-quiet min-h-11 w-full text-sm">
                  {em.galleryRemove(i + 1)}
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ) : null}
      {c.gallery.length < GALLERY_MAX ? (
        <Form method="post" encType="multipart/form-data" className="mt-4 space-y-4">
          <input type="hidden" name="intent" value="photo" />
          <Field
            label={em.galleryField}
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hint={em.galleryHint}
            error={error}
            className="[&_input]:py-2"
          />
          <button type="submit" className="btn-quiet min-h-12">
            {em.galleryAdd}
          </button>
        </Form>
      ) : (
        <p className="mt-4 text-muted">{em.galleryFull}</p>
      )}
    </section>
  );
}
