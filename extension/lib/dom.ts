/** Tiny DOM helpers for the extension's own elements (no framework: a few nodes per product). */

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { class?: string; text?: string; title?: string; attrs?: Record<string, string> } = {},
  children: (Node | string | null | false | undefined)[] = [],
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (props.class) node.className = props.class;
  if (props.text !== undefined) node.textContent = props.text;
  if (props.title) node.title = props.title;
  for (const [k, v] of Object.entries(props.attrs ?? {})) node.setAttribute(k, v);
  for (const child of children) if (child) node.append(child);
  return node;
}

/**
 * One constructed style sheet per CSS text, shared by every shadow root that uses it: sixty
 * badges parse their styles once, not sixty times. A browser that refuses constructed sheets in
 * content scripts (older Firefox) gets a <style> element per root.
 */
const sheets = new Map<string, CSSStyleSheet | null>();
function adopt(root: ShadowRoot, css: string) {
  if (!sheets.has(css)) {
    try {
      const sheet = new CSSStyleSheet();
      sheet.replaceSync(css);
      sheets.set(css, sheet);
    } catch {
      sheets.set(css, null);
    }
  }
  const sheet = sheets.get(css);
  try {
    if (sheet) {
      root.adoptedStyleSheets = [sheet];
      return;
    }
  } catch {
    // fall through to a <style> element
  }
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
}

/**
 * A host element with its own shadow root, so Amazon's styles and ours never mix. `data-scout`
 * marks every node the extension adds (tests and the layout-shift measure skip them).
 */
export function shadowHost(css: string, hostStyle: string): { host: HTMLElement; root: ShadowRoot } {
  const host = document.createElement('scout-ext');
  host.setAttribute('data-scout', '');
  host.setAttribute('style', hostStyle);
  const root = host.attachShadow({ mode: 'open' });
  adopt(root, css);
  return { host, root };
}

/** Replaces an element's children. */
export function replaceChildren(node: Element, children: (Node | string | null | false | undefined)[]) {
  node.replaceChildren(...children.filter((c): c is Node | string => !!c));
}
