import ogImagePath from '../assets/og-image.jpg';
import logoPath from '../assets/logo-mark.svg?no-inline';
import { blogArticles, blogParagraphSeparator, type BlogArticle } from '../content/blog.ts';
import { blogArticlePath } from '../content/page-paths.ts';
import { site } from '../content/site.ts';

function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => word !== '').length;
}

function blogPosting(article: BlogArticle, publicSiteUrl: string): object {
  const articleUrl = `${publicSiteUrl}${blogArticlePath(article.slug)}`;
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.excerpt,
    datePublished: article.date,
    dateModified: article.date,
    author: { '@type': 'Person', name: article.author },
    publisher: {
      '@type': 'Organization',
      name: site.businessName,
      url: `${publicSiteUrl}/`,
      logo: { '@type': 'ImageObject', url: `${publicSiteUrl}${logoPath}` },
    },
    image: `${publicSiteUrl}${ogImagePath}`,
    articleSection: article.category,
    keywords: article.tags.join(', '),
    wordCount: wordCount(article.content.replaceAll(blogParagraphSeparator, ' ')),
    inLanguage: 'en-AU',
    url: articleUrl,
    mainEntityOfPage: articleUrl,
  };
}

/** schema.org BlogPosting for an article's own page. */
export function articleStructuredData(article: BlogArticle) {
  return (publicSiteUrl: string): readonly object[] => [blogPosting(article, publicSiteUrl)];
}

/** schema.org BlogPosting for each article on /blog. */
export function blogStructuredData(publicSiteUrl: string): readonly object[] {
  return blogArticles.map((article) => blogPosting(article, publicSiteUrl));
}
