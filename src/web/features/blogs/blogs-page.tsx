import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import { blogArticles } from '../../content/blogs.ts';
import { PageHead } from '../../components/page-head.tsx';
import { paths } from '../../../shared/paths.ts';

/** The three static question-and-answer articles (docs/product.md#blogs). */
export function BlogsPage() {
  return (
    <div className="mx-auto max-w-3xl space-y-10">
      <PageHead
        title="Blogs"
        description="PC buying questions, answered for buyers in Bangladesh: sockets, power supplies, memory and more."
        path={paths.blogs}
        type="article"
      />
      <header className="space-y-3">
        <h1 className="text-3xl font-bold">Blogs: PC buying questions, answered</h1>
        <p className="opacity-80">
          The questions we hear at the counter most often, answered for buyers in Bangladesh.
        </p>
        <nav
          aria-label="Articles"
          className="rounded-box border border-base-300 bg-base-200/60 p-4"
        >
          <ol className="list-inside list-decimal space-y-1">
            {blogArticles.map((article) => (
              <li key={article.slug}>
                <a href={`#${article.slug}`} className="link link-primary">
                  {article.question}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      </header>
      {blogArticles.map((article) => (
        <article
          key={article.slug}
          id={article.slug}
          aria-labelledby={`${article.slug}-title`}
          className="scroll-mt-24 space-y-4 rounded-box border border-base-300 bg-base-100 p-5 shadow-sm sm:p-8"
        >
          <header className="space-y-2">
            <p className="text-sm font-semibold text-primary">Question</p>
            <h2 id={`${article.slug}-title`} className="text-2xl leading-tight font-bold">
              {article.question}
            </h2>
            <p className="flex items-center gap-1 text-sm opacity-80">
              <Clock className="size-4" aria-hidden="true" /> {article.readingMinutes} min read
            </p>
            <p className="text-lg font-medium">{article.summary}</p>
          </header>
          <div className="space-y-4 leading-relaxed">
            {article.answer.map((paragraph) => (
              <p key={paragraph.slice(0, 40)}>{paragraph}</p>
            ))}
          </div>
          <section aria-label="Checklist" className="rounded-box bg-base-200 p-4">
            <h3 className="mb-2 font-semibold">Checklist</h3>
            <ul className="space-y-1">
              {article.checklist.map((item) => (
                <li key={item} className="flex items-start gap-2">
                  <CircleCheck className="mt-0.5 size-5 shrink-0 text-primary" aria-hidden="true" />
                  {item}
                </li>
              ))}
            </ul>
          </section>
        </article>
      ))}
    </div>
  );
}
