import { lazyRouteComponent } from '@tanstack/react-router';
import {
  type BlogArticlePath,
  blogArticlePath,
  blogArticleSlugs,
  type BlogArticleSlug,
} from '../content/page-paths.ts';
import { createPublicPageRoute } from './create-public-page-route.ts';

async function loadArticle(slug: BlogArticleSlug) {
  const { blogArticles } = await import('../content/blog.ts');
  const article = blogArticles.find((candidate) => candidate.slug === slug);
  // content/blog.ts gives every slug an article; the route-tree test checks it.
  if (article === undefined) throw new Error(`No blog article has the slug ${slug}`);
  return article;
}

function createArticleRoute(slug: BlogArticleSlug) {
  const path: BlogArticlePath = blogArticlePath(slug);
  return createPublicPageRoute({
    path,
    loadHead: async () => {
      const [article, { articleStructuredData }] = await Promise.all([
        loadArticle(slug),
        import('../blog/blog-structured-data.ts'),
      ]);
      return {
        title: article.title,
        description: article.excerpt,
        openGraphType: 'article',
        structuredData: articleStructuredData(article),
      };
    },
    component: lazyRouteComponent(async () => {
      const [article, { createArticlePageComponent }] = await Promise.all([
        loadArticle(slug),
        import('../blog/ArticlePage.tsx'),
      ]);
      return { default: createArticlePageComponent(article) };
    }),
  });
}

/** One route per article, at /blog/<slug>. */
export const blogArticleRoutes = blogArticleSlugs.map(createArticleRoute);
