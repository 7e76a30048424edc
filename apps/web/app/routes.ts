import { index, type RouteConfig, type RouteConfigEntry, route } from '@react-router/dev/routes';

// A big page is a folder (routes/<page>/route.tsx, its action.server.ts, its parts) named with
// the id it had as one file, so route ids stay as they were.
const pages = [
  index('routes/home.tsx'),
  route('explore-campaigns', 'routes/explore-campaigns.tsx'),
  route('campaigns/:slug', 'routes/campaign.tsx'),
  route('campaigns/:slug/spending', 'routes/campaign-spending.tsx'),
  route('about', 'routes/about.tsx'),
  route('transparency', 'routes/transparency.tsx'),
  route('transparency.csv', 'routes/transparency-csv.tsx'),
  route('gifts/:donationId/:token', 'routes/gift-story.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx', { id: 'blog-post' }),
  route('blog-detail', 'routes/blog-post.tsx', { id: 'blog-detail' }),
  route('refund-and-cancellation-policy', 'routes/policy.tsx', { id: 'policy-refund' }),
  route('return-policy', 'routes/policy.tsx', { id: 'policy-return' }),
  route('terms-conditions', 'routes/policy.tsx', { id: 'policy-terms' }),
  route('privacy-policy', 'routes/policy.tsx', { id: 'policy-privacy' }),
  route('contact', 'routes/contact.tsx'),
  route('faq', 'routes/faq.tsx'),
  route('start-new-campaign', 'routes/start-new-campaign.tsx'),
  route('my-campaigns', 'routes/my-campaigns.tsx'),
  route('my-campaigns/:id', 'routes/my-campaign/route.tsx', { id: 'routes/my-campaign' }),
  route('seller', 'routes/seller.tsx'),
  route('sell', 'routes/sell.tsx'),
  route('seller/shop', 'routes/seller-shop.tsx'),
  route('seller/products', 'routes/seller-products.tsx'),
  route('seller/products/new', 'routes/seller-product-new.tsx'),
  route('seller/products/:id', 'routes/seller-product/route.tsx', { id: 'routes/seller-product' }),
  route('seller/orders', 'routes/seller-orders.tsx'),
  route('seller/payouts', 'routes/seller-payouts.tsx'),
  route('seller/payouts/statement', 'routes/seller-statement.tsx'),
  route('seller/inbox', 'routes/seller-inbox.tsx'),
  route('seller/inbox/:id', 'routes/seller-inbox-thread.tsx'),
  route('shop', 'routes/shop.tsx'),
  route('shop/search', 'routes/shop-search.tsx'),
  route('shop/products/:slug', 'routes/shop-product.tsx'),
  route('shop/vendors/:slug', 'routes/shop-vendor.tsx'),
  route('shop/cart', 'routes/shop-cart.tsx'),
  route('shop/checkout', 'routes/shop-checkout.tsx'),
  route('shop/orders', 'routes/shop-orders.tsx'),
  route('shop/orders/:reference', 'routes/shop-order.tsx'),
  route('shop/orders/:reference/documents/:id', 'routes/shop-document.tsx'),
  route('shop/orders/:reference/returns/photos/:n', 'routes/shop-return-photo.tsx'),
  route('shop/questions', 'routes/shop-questions.tsx'),
  route('shop/questions/new', 'routes/shop-question-new.tsx'),
  route('shop/questions/:id', 'routes/shop-question.tsx'),
  route('help', 'routes/help.tsx'),
  route('help/new', 'routes/help-new.tsx'),
  route('help/:reference', 'routes/help-ticket.tsx'),
  route('help/:reference/files/:id', 'routes/help-file.tsx'),
  route('checkout', 'routes/checkout/route.tsx', { id: 'routes/checkout' }),
  route('pay/:reference', 'routes/pay.tsx'),
  route('success', 'routes/success.tsx'),
  route('failure', 'routes/failure.tsx'),
  route('login', 'routes/login.tsx'),
  route('register', 'routes/register.tsx'),
  route('reset-password', 'routes/reset-password.tsx'),
  route('logout', 'routes/logout.tsx'),
  route('newsletter', 'routes/newsletter.tsx'),
  route('unsubscribe', 'routes/unsubscribe.tsx'),
  route('profile', 'routes/profile/route.tsx', { id: 'routes/profile' }),
  route('transactions', 'routes/transactions.tsx'),
  route('subscriptions', 'routes/subscriptions.tsx'),
  route('subscriptions/:reference', 'routes/subscription.tsx'),
  route('subscriptions/:reference/authorise', 'routes/subscription-authorise.tsx'),
  route('monthly-donation', 'routes/monthly-donation.tsx'),
  route('admin', 'routes/admin.tsx', [
    index('routes/admin-dashboard.tsx'),
    route('users', 'routes/admin-users.tsx'),
    route('campaigns', 'routes/admin-campaigns.tsx'),
    route('donations', 'routes/admin-donations.tsx'),
    route('verify', 'routes/admin-verify.tsx'),
    route('applications', 'routes/admin-applications.tsx'),
    route('contacts', 'routes/admin-contacts.tsx'),
    route('subscribers', 'routes/admin-subscribers.tsx'),
    route('receipts', 'routes/admin-receipts.tsx'),
    route('receipts/:id', 'routes/admin-receipt.tsx'),
    route('batches/:id', 'routes/admin-batch.tsx'),
    route('refunds', 'routes/admin-refunds.tsx'),
    route('subscriptions', 'routes/admin-subscriptions.tsx'),
    route('audit', 'routes/admin-audit.tsx'),
    route('settings', 'routes/admin-settings.tsx'),
    route('pages', 'routes/admin-pages.tsx'),
    route('blogs', 'routes/admin-blogs.tsx'),
    route('content', 'routes/admin-content.tsx'),
    route('faqs', 'routes/admin-faqs.tsx'),
    route('vendors', 'routes/admin-vendors.tsx'),
    route('vendors/:id', 'routes/admin-vendor.tsx'),
    route('shop/categories', 'routes/admin-shop-categories.tsx'),
    route('shop/brands', 'routes/admin-shop-brands.tsx'),
    route('shop/products', 'routes/admin-shop-products.tsx'),
    route('shop/orders', 'routes/admin-shop-orders.tsx'),
    route('spending', 'routes/admin-spending.tsx'),
    route('updates', 'routes/admin-updates.tsx'),
    route('shop/disputes', 'routes/admin-shop-disputes.tsx'),
    route('shop/payouts', 'routes/admin-shop-payouts.tsx'),
    route('shop/rates', 'routes/admin-shop-rates.tsx'),
    route('help', 'routes/admin-help.tsx'),
    route('help/report', 'routes/admin-help-report.tsx'),
    route('help/settings', 'routes/admin-help-settings.tsx'),
    route('help/:reference', 'routes/admin-help-ticket.tsx'),
  ]),
  // A KYC file (a download, no page): beside the console's layout, not in it.
  route('admin/vendors/:id/documents/:docId', 'routes/admin-vendor-document.tsx'),
  route('admin/help/:reference/files/:id', 'routes/admin-help-file.tsx'),
  route('dev/outbox', 'routes/dev-outbox.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfigEntry[];

/**
 * Every page again under /hi, in Hindi (decision 0040): the same route modules with their own ids
 * (`hi/<id>`), so loaders, actions and the page cache see two addresses and `lang` follows the
 * path. English keeps today's addresses.
 */
function inHindi(entry: RouteConfigEntry): RouteConfigEntry {
  const id = entry.id ?? entry.file.replace(/\.[jt]sx?$/, '');
  const path = entry.index ? undefined : entry.path;
  return {
    ...entry,
    id: `hi/${id}`,
    ...(path === undefined ? {} : { path }),
    ...(entry.children ? { children: entry.children.map(inHindi) } : {}),
  };
}

/** Hindi home is /hi itself; every other page is /hi/<its path>. */
const hindi: RouteConfigEntry = {
  id: 'hi',
  path: 'hi',
  file: 'routes/language-hi.tsx',
  children: pages.map((e) => {
    const twin = inHindi(e);
    return e.index ? { ...twin, index: true } : twin;
  }),
};

export default [...pages, hindi] satisfies RouteConfig;
