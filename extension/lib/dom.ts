/** Tiny DOM helpers for the extension's own elements (no framework: a few nodes per product). */

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: { class?: string; text?: string; title?: string; attrs?: Record<string, string> } = {},
  children: (Node | string | null | false)[] = [],
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
 * A host element with its own shadow root, so Amazon's styles and ours never mix. `data-scout`
 * marks every node the extension adds (tests and the layout-shift measure skip them).
 */
export function shadowHost(css: string, hostStyle: string): { host: HTMLElement; root: ShadowRoot } {
  const host = document.createElement('scout-ext');
  host.setAttribute('data-scout', '');
  host.setAttribute('style', hostStyle);
  const root = host.attachShadow({ mode: 'open' });
  const style = document.createElement('style');
  style.textContent = css;
  root.append(style);
  return { host, root };
}

/** Below this width (a phone) a panel starts folded into its pill: open, it would cover the page. */
const NARROW_PX = 640;

/** Wires a panel's Hide button and its pill; the panel starts open on wide windows only. */
export function foldable(
  panel: HTMLElement,
  hide: HTMLElement,
  pill: HTMLElement,
  width = window.innerWidth,
) {
  const show = (open: boolean) => {
    panel.style.display = open ? '' : 'none';
    pill.style.display = open ? 'none' : '';
  };
  hide.addEventListener('click', () => show(false));
  pill.addEventListener('click', () => show(true));
  show(width >= NARROW_PX);
}
