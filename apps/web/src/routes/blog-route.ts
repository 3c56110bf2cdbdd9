import { lazyRouteComponent } from '@tanstack/react-router';
import { blogFeedPath } from '../content/page-paths.ts';
import { createPublicPageRoute } from './create-public-page-route.ts';

export const blogRoute = createPublicPageRoute({
  path: '/blog',
  loadHead: async () => {
    const [{ blogPageContent }, { blogStructuredData }] = await Promise.all([
      import('../content/blog.ts'),
      import('../blog/blog-structured-data.ts'),
    ]);
    return {
      title: blogPageContent.meta.title,
      description: blogPageContent.meta.description,
      structuredData: blogStructuredData,
      feed: { title: blogPageContent.feed.title, path: blogFeedPath },
    };
  },
  component: lazyRouteComponent(() => import('../blog/BlogPage.tsx'), 'BlogPage'),
});
