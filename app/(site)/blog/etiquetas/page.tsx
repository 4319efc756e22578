import { TagIndexView } from '@/components/blog/list-views';
import { blogText } from '@/content/blog-categories';
import { pageEntries } from '@/content/pages';
import { getTags } from '@/lib/blog/articles';
import { TAGS_PATH } from '@/lib/blog/tags';
import { pageMetadata } from '@/lib/seo/metadata';

export const metadata = pageMetadata({
  title: `${blogText.tagsTitle} del blog`,
  description: 'Todos los temas del blog de Hanzo, con cuántos artículos tiene cada uno.',
  path: TAGS_PATH,
});

export default function TagIndexPage() {
  return (
    <TagIndexView
      tags={getTags()}
      crumbs={[
        { name: blogText.home, path: '/' },
        { name: blogText.blog, path: pageEntries.blog.path },
        { name: blogText.tagsTitle, path: TAGS_PATH },
      ]}
    />
  );
}
