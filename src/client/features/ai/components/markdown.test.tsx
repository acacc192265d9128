import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import MarkdownText from './markdown.tsx';

const render = (text: string) => renderToStaticMarkup(<MarkdownText text={text} />);

describe('AI answers rendered as Markdown', () => {
  it('renders ordinary Markdown: headings, lists, tables, emphasis, safe links', () => {
    const html = render(
      '## Steps\n\n1. Open **Settings**\n2. Save\n\n| Plan | Searches |\n|---|---|\n| Pro | 200 |\n\nSee [pricing](/pricing) or [docs](https://example.org/a).',
    );
    expect(html).toContain('<h2');
    expect(html).toContain('<ol');
    expect(html).toContain('<strong>Settings</strong>');
    expect(html).toContain('<table');
    expect(html).toContain('href="/pricing"');
    expect(html).toContain('href="https://example.org/a"');
    expect(html).toContain('rel="noopener noreferrer nofollow"');
  });

  it('shows raw HTML as text: no <script>, no <img onerror>, no inline handlers', () => {
    const html = render(
      'Hello <script>alert(1)</script> and <img src=x onerror="alert(2)"> and <a href="#" onclick="alert(3)">x</a>\n\n<iframe src="https://evil.example"></iframe>',
    );
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toMatch(/<iframe/i);
    // The tags are still there to read, as escaped text, but no element carries a handler.
    expect(html).not.toMatch(/<[a-z]+[^>]*\son[a-z]+=/i);
    expect(html).toContain('&lt;script&gt;');
  });

  it('drops Markdown images instead of loading them', () => {
    const html = render('![tracker](https://evil.example/pixel.png) ![x](javascript:alert(1))');
    expect(html).not.toMatch(/<img/i);
    expect(html).not.toContain('evil.example');
  });

  it('renders javascript:, data: and protocol-relative links inert (no href)', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      ' javascript:alert(1)',
      'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
      'vbscript:msgbox(1)',
      '//evil.example/x',
    ]) {
      const html = render(`[click me](${href})`);
      expect(html, href).not.toMatch(/href="\s*(javascript|data|vbscript):/i);
      expect(html, href).not.toContain('href="//');
      expect(html, href).toContain('click me');
    }
    expect(render('<javascript:alert(1)>')).not.toMatch(/href="javascript:/i);
  });
});
