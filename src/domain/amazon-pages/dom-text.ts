/**
 * Reading text out of Amazon's markup through the standard DOM interfaces only (a browser's
 * document in the extension, linkedom's in Node), so the same code runs in both.
 */

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG']);

/** The visible-ish text of a node: scripts and styles left out, white space collapsed. */
export function textOf(node: Node | null | undefined): string {
  if (!node) return '';
  const out: string[] = [];
  const walk = (n: Node) => {
    if (n.nodeType === 3) out.push(n.nodeValue ?? '');
    else if (n.nodeType === 1 && !SKIPPED.has((n as Element).tagName.toUpperCase()))
      for (const child of Array.from(n.childNodes)) walk(child);
  };
  walk(node);
  return out
    .join('')
    .replace(/[\s\u200e\u200f\u00a0]+/g, ' ')
    .trim();
}

/** The first non-empty text of an element matching one of the selectors, in order ('' when none). */
export function firstText(root: ParentNode, selectors: string[]): string {
  for (const selector of selectors) {
    for (const el of Array.from(root.querySelectorAll(selector))) {
      const text = textOf(el);
      if (text) return text;
    }
  }
  return '';
}

/** The first element matching one of the selectors, in order. */
export function firstElement(root: ParentNode, selectors: string[]): Element | null {
  for (const selector of selectors) {
    const el = root.querySelector(selector);
    if (el) return el;
  }
  return null;
}

/** An ASIN in a product link ("/dp/B0…", "/gp/product/B0…", "%2Fdp%2FB0…"). */
export function asinInHref(href: string | null | undefined): string | null {
  if (!href) return null;
  const decoded = href.replace(/%2F/gi, '/');
  const m = /\/(?:dp|gp\/product|gp\/aw\/d|product-reviews)\/([A-Z0-9]{10})(?:[/?&#]|$)/.exec(decoded);
  return m ? m[1] : null;
}
