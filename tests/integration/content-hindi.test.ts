// Content in Hindi (issue 23): staff write a campaign's, a post's, a page's and a question's
// Hindi beside the English in the console; /hi pages show it, English pages and the API keep
// the English, and a /hi page with no Hindi version shows the English, says so once and marks
// it lang="en". Hindi input is checked and sanitized exactly like the English.
import { contentLanguageMessages } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInLanguage } from '../../apps/server/src/platform/language.ts';
import { loginAs, nextIp, registerUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, unique } from '../support/factories.ts';

const NOTICE = runInLanguage('hi', () => contentLanguageMessages.notInHindi);

let staffToken = '';
beforeAll(async () => {
  await getTestApp();
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
});

async function get(url: string, headers: Record<string, string> = {}) {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });
}

async function postForm(url: string, fields: Record<string, string>) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${staffToken}` },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: nextIp(),
  });
}

const count = (body: string, text: string) => body.split(text).length - 1;
/** Text as React writes it into a page. */
const html = (text: string) => text.replaceAll('&', '&amp;').replaceAll("'", '&#x27;');

/** The editor's Hindi form, as staff send it for a live campaign. */
const hindiForm = (hindi: Record<string, string>) => ({ intent: 'hindi', titleHi: '', summaryHi: '', storyHi: '', ...hindi });

/** A demo cause few tests give campaigns to, so its list holds this test's campaign whatever else the suite made. */
async function quietCause() {
  const [row] = await (await getDb()).select().from(s.categories).where(eq(s.categories.slug, 'children'));
  if (!row) throw new Error('the demo cause "children" is missing');
  return row;
}

async function campaignRow(id: number) {
  const [c] = await (await getDb()).select().from(s.campaigns).where(eq(s.campaigns.id, id));
  if (!c) throw new Error('campaign gone');
  return c;
}

describe('the demo in Hindi', () => {
  it('shows Hindi campaigns, a Hindi post and the questions in Hindi on first start', async () => {
    const campaign = await get('/hi/campaigns/winter-blankets-for-the-homeless');
    expect(campaign.body).toContain('ज़रूरी: सड़कों पर सोने वाले परिवारों के लिए सर्दियों के कंबल</h1>');
    expect(count(campaign.body, NOTICE)).toBe(0);
    expect((await get('/hi/campaigns/meals-and-learning-for-brick-kiln-children')).body).toContain('ईंट-भट्ठा मज़दूरों के बच्चों के लिए भोजन और पढ़ाई</h1>');
    // The cause's own list (the whole list holds the first 24 of every campaign the suite made).
    const list = await get('/hi/explore-campaigns?cause=children');
    expect(list.body).toContain('ईंट-भट्ठा मज़दूरों के बच्चों के लिए भोजन और पढ़ाई');
    // The other demo campaigns have no Hindi: their cards are marked English, and the list says so once.
    expect(count((await get('/hi/explore-campaigns')).body, NOTICE)).toBe(1);
    const post = await get('/hi/blog/financial-support-for-treatment');
    expect(post.body).toContain('महँगे इलाज के लिए आर्थिक मदद: परिवार सहायता कहाँ पा सकते हैं</h1>');
    expect(count(post.body, NOTICE)).toBe(0);
    const faq = await get('/hi/faq');
    expect(faq.body).toContain('क्या मेरे दान पर कर छूट मिलेगी?');
    expect(faq.body).toContain('मैं किसी ज़रूरतमंद के लिए अभियान कैसे शुरू करूँ?');
    // The demo's questions are not shown in English beside their Hindi (other files in this
    // worker may add questions without Hindi, which then carry the page's one notice).
    expect(faq.body).not.toContain('Is my donation tax deductible?');
    expect((await get('/faq')).body).toContain('Is my donation tax deductible?');
  });
});

describe('a campaign in Hindi', () => {
  it('staff save its Hindi in the editor: /hi shows it, the English page and the API stay English', async () => {
    const slug = unique('hindi-campaign');
    const cause = await quietCause();
    const c = await createCampaign({
      categoryId: cause.id,
      slug,
      title: `Books for the hill school ${slug}`,
      summary: 'Forty children, one shelf.',
      storyHtml: '<p>The school has <strong>forty</strong> children.</p>',
    });
    const res = await postForm(
      `/my-campaigns/${c.id}`,
      hindiForm({
        titleHi: 'पहाड़ी स्कूल के लिए किताबें',
        summaryHi: 'चालीस बच्चे, एक अलमारी।',
        storyHi: 'स्कूल में **चालीस** बच्चे हैं।',
      }),
    );
    expect(res.statusCode).toBe(302);

    const hindi = await get(`/hi/campaigns/${slug}`);
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('पहाड़ी स्कूल के लिए किताबें</h1>');
    expect(hindi.body).toContain('स्कूल में <strong>चालीस</strong> बच्चे हैं।');
    expect(hindi.body).toContain('<meta name="description" content="चालीस बच्चे, एक अलमारी।"');
    expect(count(hindi.body, NOTICE)).toBe(0);
    expect(hindi.body).not.toContain('The school has <strong>forty</strong>');

    const english = await get(`/campaigns/${slug}`);
    expect(english.body).toContain(`Books for the hill school ${slug}</h1>`);
    expect(english.body).toContain('The school has <strong>forty</strong> children.');
    expect(english.body).not.toContain('पहाड़ी');
    expect(count(english.body, NOTICE)).toBe(0);

    // The Hindi list's card is in Hindi too; the English list's stays English.
    expect((await get(`/hi/explore-campaigns?cause=${cause.slug}`)).body).toContain('पहाड़ी स्कूल के लिए किताबें');
    const englishList = await get(`/explore-campaigns?cause=${cause.slug}`);
    expect(englishList.body).toContain(`Books for the hill school ${slug}`);
    expect(englishList.body).not.toContain('पहाड़ी स्कूल के लिए किताबें');

    // The API answers the English, as before, even to a visitor who chose Hindi.
    const api = await get(`/api/v1/campaigns/${slug}`, { cookie: 'lang=hi' });
    const data = JSON.parse(api.body).data;
    expect(data.title).toBe(`Books for the hill school ${slug}`);
    expect(data.storyHtml).toContain('forty');
    expect(data).not.toHaveProperty('shownIn');
    expect(api.body).not.toContain('पहाड़ी');

    // The console's list says which campaigns have their Hindi.
    const listed = await get(`/api/v1/admin/campaigns?q=${slug}`, { authorization: `Bearer ${staffToken}` });
    expect(JSON.parse(listed.body).data).toEqual([expect.objectContaining({ id: c.id, hasHindi: true })]);
    // The editor gives the Hindi back to staff, and the audit log has the change.
    const { app } = await getTestApp();
    const editor = await app.inject({ method: 'GET', url: `/my-campaigns/${c.id}`, headers: { authorization: `Bearer ${staffToken}` } });
    expect(editor.body).toContain('स्कूल में **चालीस** बच्चे हैं।');
    const [audit] = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(eq(s.auditEvents.subjectId, String(c.id)))
      .orderBy(s.auditEvents.id);
    expect(audit?.action).toBe('campaign.edit');
    expect(audit?.after).toMatchObject({ titleHi: 'पहाड़ी स्कूल के लिए किताबें', summaryHi: 'चालीस बच्चे, एक अलमारी।' });
  });

  it('a draft’s details form takes the Hindi beside the English, and the editor shows both', async () => {
    const c = await createCampaign({ status: 'draft', title: 'Draft for a Hindi test', storyHtml: '' });
    const res = await postForm(`/my-campaigns/${c.id}`, {
      intent: 'save',
      title: 'Books for the hill school',
      categoryId: '12',
      goalRupees: '250000',
      summary: 'Forty children, one shelf.',
      story: 'The school has **forty** children.',
      videoUrl: '',
      titleHi: 'पहाड़ी स्कूल के लिए किताबें',
      summaryHi: 'चालीस बच्चे, एक अलमारी।',
      storyHi: 'स्कूल में **चालीस** बच्चे हैं।',
    });
    expect(res.statusCode).toBe(302);
    expect(await campaignRow(c.id)).toMatchObject({
      title: 'Books for the hill school',
      titleHi: 'पहाड़ी स्कूल के लिए किताबें',
      summaryHi: 'चालीस बच्चे, एक अलमारी।',
      storyMarkdownHi: 'स्कूल में **चालीस** बच्चे हैं।',
      storyHtmlHi: '<p>स्कूल में <strong>चालीस</strong> बच्चे हैं।</p>',
    });
    const { app } = await getTestApp();
    const editor = await app.inject({ method: 'GET', url: `/my-campaigns/${c.id}`, headers: { authorization: `Bearer ${staffToken}` } });
    expect(editor.body).toContain('value="Books for the hill school"');
    expect(editor.body).toContain('value="पहाड़ी स्कूल के लिए किताबें"');
    // Emptied, the Hindi is gone (none, not an empty version).
    await postForm(`/my-campaigns/${c.id}`, { intent: 'save', title: 'Books for the hill school', categoryId: '12', goalRupees: '250000', titleHi: '' });
    expect(await campaignRow(c.id)).toMatchObject({ titleHi: null, summaryHi: null, storyMarkdownHi: null, storyHtmlHi: null });
  });

  it('without Hindi, /hi shows the English marked lang="en" and says so exactly once', async () => {
    const slug = unique('english-only');
    await createCampaign({ slug, title: `Clean water for Barmer ${slug}`, summary: 'Wells for three villages.', storyHtml: '<p>Water is far.</p>' });
    const hindi = await get(`/hi/campaigns/${slug}`);
    expect(hindi.statusCode).toBe(200);
    expect(count(hindi.body, NOTICE)).toBe(1);
    expect(hindi.body).toMatch(new RegExp(`<h1[^>]*lang="en"[^>]*>Clean water for Barmer ${slug}</h1>`));
    expect(hindi.body).toMatch(/<div class="prose-body mt-4" lang="en"><p>Water is far.<\/p><\/div>/);
    // The English page has neither the notice nor a lang of its own on the words.
    const english = await get(`/campaigns/${slug}`);
    expect(count(english.body, NOTICE)).toBe(0);
    expect(english.body).not.toMatch(/<h1[^>]*lang="en"/);
    // Half a Hindi version (no Hindi story for an English one) is not shown: no mixed page.
    const [row] = await (await getDb()).select().from(s.campaigns).where(eq(s.campaigns.slug, slug));
    await (await getDb())
      .update(s.campaigns)
      .set({ titleHi: 'बाड़मेर के लिए साफ़ पानी', summaryHi: 'तीन गाँवों के लिए कुएँ।' })
      .where(eq(s.campaigns.id, row?.id ?? 0));
    const { app } = await getTestApp();
    app.publicCache.clear();
    const half = await get(`/hi/campaigns/${slug}`);
    expect(count(half.body, NOTICE)).toBe(1);
    expect(half.body).not.toContain('बाड़मेर के लिए साफ़ पानी</h1>');
  });

  it('Hindi input is checked and sanitized like the English: no script reaches the page', async () => {
    const slug = unique('hindi-script');
    const c = await createCampaign({ slug, title: `Meals for elders ${slug}`, summary: 'Hot food.', storyHtml: '<p>Hot meals.</p>' });
    // A control character in the Hindi title is a field error, and nothing is written.
    const refused = await postForm(`/my-campaigns/${c.id}`, hindiForm({ titleHi: 'बुज़ुर्ग\u0007', summaryHi: 'गरम खाना', storyHi: 'कहानी' }));
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('Title in Hindi contains characters that are not allowed');
    expect((await campaignRow(c.id)).titleHi).toBeNull();

    const story = ['बुज़ुर्गों को **गरम** खाना।', '', '<script>alert("hi")</script><img src=x onerror="alert(1)">', '', '[क्लिक](javascript:alert(2))'].join('\n');
    const res = await postForm(`/my-campaigns/${c.id}`, hindiForm({ titleHi: 'बुज़ुर्गों के लिए <b>खाना</b>', summaryHi: 'गरम खाना', storyHi: story }));
    expect(res.statusCode).toBe(302);
    const saved = await campaignRow(c.id);
    expect(saved.storyMarkdownHi).toBe(story);
    expect(saved.storyHtmlHi).toContain('<strong>गरम</strong>');
    for (const bad of ['<script', '<img', 'javascript:']) expect(saved.storyHtmlHi).not.toContain(bad);

    const page = await get(`/hi/campaigns/${slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('बुज़ुर्गों को <strong>गरम</strong> खाना।');
    expect(page.body).not.toContain('<script>alert("hi")');
    // What looked like HTML is shown as the characters typed, never as an element or a link.
    expect(page.body).toContain('&lt;script&gt;alert("hi")&lt;/script&gt;');
    expect(page.body).not.toMatch(/<img[^>]*onerror/);
    expect(page.body).not.toMatch(/href="javascript:/);
    // The title is text: its tags are shown as typed, never made.
    expect(page.body).toContain('बुज़ुर्गों के लिए &lt;b&gt;खाना&lt;/b&gt;</h1>');
  });
});

describe('questions and answers in Hindi', () => {
  it('staff add a question with its Hindi in the console: /hi/faq shows the Hindi, /faq and the API the English', async () => {
    const question = `Can I give blankets in winter? ${unique('q')}`;
    const res = await postForm('/admin/faqs', {
      intent: 'add',
      question,
      answer: 'Yes, blankets and rations.',
      questionHi: 'क्या मैं सर्दियों में कंबल दे सकता हूँ?',
      answerHi: 'हाँ, कंबल और राशन दोनों।\n\nपहले हमें लिखें।',
      sort: '0',
    });
    expect(res.statusCode).toBe(302);
    const hindi = await get('/hi/faq');
    expect(hindi.body).toContain('क्या मैं सर्दियों में कंबल दे सकता हूँ?');
    expect(hindi.body).toContain('<p>पहले हमें लिखें।</p>');
    expect(hindi.body).not.toContain(question);
    const english = await get('/faq');
    expect(english.body).toContain(question);
    expect(english.body).not.toContain('कंबल');
    const api = await get('/api/v1/faqs', { cookie: 'lang=hi' });
    expect(api.body).toContain(question);
    expect(api.body).not.toContain('कंबल');
    expect(api.body).not.toContain('shownIn');
    // The console (in either language) edits the stored words, English and Hindi apart.
    const { app } = await getTestApp();
    const console = await app.inject({ method: 'GET', url: '/hi/admin/faqs', headers: { authorization: `Bearer ${staffToken}` } });
    expect(console.body).toContain(`value="${question}"`);
    expect(console.body).toContain('value="क्या मैं सर्दियों में कंबल दे सकता हूँ?"');
  });

  it('a question without Hindi shows in English on /hi/faq, marked lang="en", with one notice for the page', async () => {
    const first = `First English-only question ${unique('q')}`;
    const second = `Second English-only question ${unique('q')}`;
    for (const question of [first, second]) {
      expect((await postForm('/admin/faqs', { intent: 'add', question, answer: 'An answer.', sort: '1' })).statusCode).toBe(302);
    }
    const hindi = await get('/hi/faq');
    expect(hindi.body).toMatch(new RegExp(`<details[^>]*lang="en"[^>]*><summary[^>]*><span>${first}</span>`));
    expect(hindi.body).toContain(second);
    expect(count(hindi.body, NOTICE)).toBe(1);
    expect(count((await get('/faq')).body, NOTICE)).toBe(0);
  });

  it('Hindi answers are checked like the English: a control character is a field error and nothing is saved', async () => {
    const question = `Refused question ${unique('q')}`;
    const res = await postForm('/admin/faqs', { intent: 'add', question, answer: 'An answer.', questionHi: 'सवाल\u0000', sort: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Question in Hindi contains characters that are not allowed');
    const rows = await (await getDb()).select().from(s.faqs).where(eq(s.faqs.question, question));
    expect(rows).toEqual([]);
  });
});

describe('pages in Hindi', () => {
  it('staff save the About page’s Hindi: /hi/about shows it sanitized, /about and the API stay English', async () => {
    const { app } = await getTestApp();
    const before = JSON.parse((await get('/api/v1/pages/about')).body).data;
    const res = await postForm('/admin/pages', {
      slug: 'about',
      title: before.title,
      bodyHtml: before.bodyHtml,
      titleHi: 'हमारे बारे में',
      bodyHtmlHi: '<p>पड़ोसियों की <strong>मदद</strong> करते पड़ोसी।</p><script>alert(1)</script><p onclick="steal()">साथ</p>',
    });
    expect(res.statusCode).toBe(302);
    const hindi = await get('/hi/about');
    expect(hindi.body).toContain('हमारे बारे में</h1>');
    expect(hindi.body).toContain('<p>पड़ोसियों की <strong>मदद</strong> करते पड़ोसी।</p><p>साथ</p>');
    expect(hindi.body).not.toContain('alert(1)');
    expect(hindi.body).not.toContain('steal()');
    expect(count(hindi.body, NOTICE)).toBe(0);
    const english = await get('/about');
    expect(english.body).toContain(`${before.title}</h1>`);
    expect(english.body).not.toContain('पड़ोसियों');
    const api = await get('/api/v1/pages/about', { cookie: 'lang=hi' });
    expect(JSON.parse(api.body).data).toEqual(before);
    // The console edits the stored words, whatever its own language.
    const console = await app.inject({ method: 'GET', url: '/hi/admin/pages?slug=about', headers: { authorization: `Bearer ${staffToken}` } });
    expect(console.body).toContain(`value="${before.title}"`);
    expect(console.body).toContain('value="हमारे बारे में"');
  });

  it('a policy without Hindi shows its English on /hi, marked lang="en", with the notice once', async () => {
    // The demo's policies have their Hindi (issue 39): this one goes without it for the test.
    const { app } = await getTestApp();
    const db = await getDb();
    const [stored] = await db.select().from(s.pages).where(eq(s.pages.slug, 'privacy-policy'));
    await db.update(s.pages).set({ titleHi: null, bodyHtmlHi: null }).where(eq(s.pages.slug, 'privacy-policy'));
    app.publicCache.clear();
    try {
      const hindi = await get('/hi/privacy-policy');
      expect(hindi.statusCode).toBe(200);
      expect(count(hindi.body, NOTICE)).toBe(1);
      expect(hindi.body).toMatch(/<h1[^>]*lang="en"[^>]*>Privacy Policy<\/h1>/);
      expect(hindi.body).toMatch(/<div class="prose-body" lang="en">/);
    } finally {
      await db
        .update(s.pages)
        .set({ titleHi: stored?.titleHi ?? null, bodyHtmlHi: stored?.bodyHtmlHi ?? null })
        .where(eq(s.pages.slug, 'privacy-policy'));
      app.publicCache.clear();
    }
  });
});

describe('blog posts in Hindi', () => {
  it('staff add a post’s Hindi in the console: /hi/blog and the post show it sanitized, English stays', async () => {
    const db = await getDb();
    // Two of the demo's posts that have no Hindi yet: one gets it here, the other stays English.
    const [post, other] = await db
      .select()
      .from(s.blogs)
      .where(and(eq(s.blogs.status, 'published'), isNull(s.blogs.titleHi)))
      .orderBy(s.blogs.id)
      .limit(2);
    if (!post || !other) throw new Error('the demo has fewer than two English-only posts');
    const res = await postForm('/admin/blogs', {
      id: String(post.id),
      title: post.title,
      excerpt: post.excerpt,
      author: post.author,
      bodyHtml: post.bodyHtml,
      status: 'published',
      titleHi: 'इलाज के लिए मदद',
      excerptHi: 'एक परिवार की कहानी।',
      bodyHtmlHi: '<p>इलाज <em>समय पर</em> हुआ।</p><script>alert(1)</script><a href="javascript:alert(2)">देखें</a>',
    });
    expect(res.statusCode).toBe(302);
    const list = await get('/hi/blog');
    expect(list.body).toContain('इलाज के लिए मदद');
    expect(list.body).toContain('एक परिवार की कहानी।');
    const hindi = await get(`/hi/blog/${post.slug}`);
    expect(hindi.body).toContain('इलाज के लिए मदद</h1>');
    expect(hindi.body).toContain('<p>इलाज <em>समय पर</em> हुआ।</p>');
    expect(hindi.body).not.toContain('alert(1)');
    expect(hindi.body).not.toContain('javascript:');
    expect(count(hindi.body, NOTICE)).toBe(0);
    const english = await get(`/blog/${post.slug}`);
    expect(english.body).toContain(`${html(post.title)}</h1>`);
    expect(english.body).not.toContain('इलाज के लिए मदद');
    const api = await get(`/api/v1/blogs/${post.slug}`, { cookie: 'lang=hi' });
    expect(JSON.parse(api.body).data.title).toBe(post.title);
    expect(api.body).not.toContain('shownIn');
    // The other post has no Hindi: English, lang="en", one notice.
    const fallback = await get(`/hi/blog/${other.slug}`);
    expect(count(fallback.body, NOTICE)).toBe(1);
    expect(fallback.body).toContain(`lang="en">${html(other.title)}</h1>`);
  });
});
