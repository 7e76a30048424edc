import { index, type RouteConfig, route } from '@react-router/dev/routes';

export default [
  index('routes/home.tsx'),
  route('explore-campaigns', 'routes/explore-campaigns.tsx'),
  route('campaigns/:slug', 'routes/campaign.tsx'),
  route('about', 'routes/about.tsx'),
  route('blog', 'routes/blog.tsx'),
  route('blog/:slug', 'routes/blog-post.tsx', { id: 'blog-post' }),
  route('blog-detail', 'routes/blog-post.tsx', { id: 'blog-detail' }),
  route('refund-and-cancellation-policy', 'routes/policy.tsx', { id: 'policy-refund' }),
  route('return-policy', 'routes/policy.tsx', { id: 'policy-return' }),
  route('terms-conditions', 'routes/policy.tsx', { id: 'policy-terms' }),
  route('privacy-policy', 'routes/policy.tsx', { id: 'policy-privacy' }),
  route('seller', 'routes/seller.tsx'),
  route('*', 'routes/not-found.tsx'),
] satisfies RouteConfig;
