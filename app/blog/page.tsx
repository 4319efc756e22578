import { ArticleGrid } from '@/components/blog/article-grid';
import { PageIntro } from '@/components/sections/page-intro';
import { blogText } from '@/content/blog-categories';
import { pageEntries } from '@/content/pages';
import { getPublishedArticles, toSummary } from '@/lib/blog';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(pageEntries.blog);

export default function BlogPage() {
  return (
    <>
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
