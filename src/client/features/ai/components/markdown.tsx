import Markdown from 'markdown-to-jsx';
import type { ComponentProps } from 'react';
import { cn } from '#client/lib/cn.ts';

/** Only http(s), mailto and same-site links survive; anything else (javascript:, data:…) is dropped. */
function safeUrl(value: string): string | null {
  const v = value.trim();
  if (v.startsWith('/') && !v.startsWith('//')) return v;
  return /^(https?:|mailto:)/i.test(v) ? v : null;
}

/** A table scrolls sideways inside its bubble instead of overflowing it (chat panel on a phone). */
const Table = ({ children }: ComponentProps<'table'>) => (
  <div className="max-w-full overflow-x-auto">
    <table className="w-full border-collapse text-xs">{children}</table>
  </div>
);

const Link = ({ href, children }: ComponentProps<'a'>) => (
  <a href={href} target="_blank" rel="noopener noreferrer nofollow" className="text-primary underline">
    {children}
  </a>
);

/**
 * AI answers rendered as Markdown, safely: markdown-to-jsx builds React elements (no innerHTML),
 * raw HTML in the text is shown as text, images are not loaded, links are filtered.
 */
export default function MarkdownText({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('ai-markdown space-y-2 text-sm leading-relaxed break-words', className)}>
      <Markdown
        options={{
          disableParsingRawHTML: true,
          forceBlock: true,
          sanitizer: (value) => safeUrl(value),
          overrides: {
            a: { component: Link },
            img: { component: () => null },
            h1: { props: { className: 'text-lg font-bold' } },
            h2: { props: { className: 'text-base font-semibold mt-3' } },
            h3: { props: { className: 'text-sm font-semibold mt-2' } },
            ul: { props: { className: 'list-disc pl-5 space-y-1' } },
            ol: { props: { className: 'list-decimal pl-5 space-y-1' } },
            blockquote: { props: { className: 'border-l-2 pl-3 italic text-muted-foreground' } },
            table: { component: Table },
            th: { props: { className: 'border px-2 py-1 text-left' } },
            td: { props: { className: 'border px-2 py-1' } },
            code: { props: { className: 'rounded bg-muted px-1' } },
          },
        }}
      >
        {text}
      </Markdown>
    </div>
  );
}
