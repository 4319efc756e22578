import { ArticleList } from '@/components/sections/article-list';
import { PageIntro } from '@/components/sections/page-intro';
import { pageEntries } from '@/content/pages';
import { getArticles } from '@/lib/blog';
import { pageMetadata } from '@/lib/metadata';

export const metadata = pageMetadata(pageEntries.blog);

export default function BlogPage() {
  return (
    <>
      <PageIntro title={pageEntries.blog.heading} lead={pageEntries.blog.description} />
      <ArticleList articles={getArticles()} />
    </>
  );
}
