import { BlogIndexView } from '@/components/blog/list-views';
import { listPage } from '@/lib/blog/lists';
import { pageMetadata } from '@/lib/seo/metadata';

const firstPage = () => listPage({ kind: 'all' }, 1)!;

export const metadata = pageMetadata(firstPage().metadata);

export default function BlogPage() {
  return <BlogIndexView page={firstPage()} />;
}
