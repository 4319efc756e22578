import Link from 'next/link';
import { type BlogCategory, blogText } from '@/content/blog-categories';

export function RelatedTopics({ categories }: { categories: BlogCategory[] }) {
  return (
    <section aria-labelledby="temas-relacionados" className="mt-16">
      <h2 id="temas-relacionados" className="text-2xl font-extrabold tracking-tight">
        {blogText.relatedTopics}
      </h2>
      <ul className={`mt-6 grid gap-4 ${categories.length > 1 ? 'sm:grid-cols-2' : ''}`}>
        {categories.map((category) => (
          <li key={category.slug}>
            <Link
              href={category.path}
              className="block h-full rounded-2xl bg-brand-700 p-6 text-white transition-colors hover:bg-brand-800"
            >
              <span className="block text-lg font-bold">
                {category.relatedTopic.title}
                {/* The arrow follows the title's last word, never alone on a line. */}
                <span aria-hidden="true">{'\u00a0→'}</span>
              </span>
              <span className="mt-1 block text-brand-100">{category.relatedTopic.text}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
