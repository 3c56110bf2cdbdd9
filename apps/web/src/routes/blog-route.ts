import { blogStructuredData } from '../blog/blog-structured-data.ts';
import { BlogPage } from '../blog/BlogPage.tsx';
import { blogPageContent } from '../content/blog.ts';
import { createPublicPageRoute } from './create-public-page-route.ts';

export const blogRoute = createPublicPageRoute({
  path: '/blog',
  title: blogPageContent.meta.title,
  description: blogPageContent.meta.description,
  structuredData: blogStructuredData,
  component: BlogPage,
});
