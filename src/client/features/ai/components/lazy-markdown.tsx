import { lazy, Suspense } from 'react';

const MarkdownText = lazy(() => import('./markdown.tsx'));

/** The Markdown renderer, loaded on first use (keeps it out of the pages' initial JavaScript). */
export function LazyMarkdown({ text, className }: { text: string; className?: string }) {
  return (
    <Suspense fallback={<p className="whitespace-pre-wrap text-sm">{text}</p>}>
      <MarkdownText text={text} className={className} />
    </Suspense>
  );
}
