import { ArticleGrid } from '@/components/blog/article-grid';
import { PageIntro } from '@/components/sections/page-intro';
import { JsonLd } from '@/components/seo/json-ld';
import { blogText } from '@/content/blog-categories';
import { pageEntries } from '@/content/pages';
import { getPublishedArticles, toSummary } from '@/lib/blog';
import { pageMetadata } from '@/lib/metadata';
import { breadcrumbJsonLd } from '@/lib/structured-data';

export const metadata = pageMetadata(pageEntries.blog);

export default function BlogPage() {
  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: blogText.home, path: '/' },
          { name: blogText.blog, path: pageEntries.blog.path },
        ])}
      />
      <PageIntro title={blogText.allTitle} lead={pageEntries.blog.description} />
      <div className="mx-auto max-w-6xl px-4 pb-20 sm:px-6">
        <ArticleGrid
          articles={getPublishedArticles().map(toSummary)}
          emptyText={blogText.emptyPublished}
        />
      </div>
    </>
  );
}
