/**
 * Parses Stripe's form encoding (`items[0][price]=p&metadata[plan]=pro&lookup_keys[0]=k`) into nested
 * objects and arrays, as Stripe's API does.
 */
export function parseFormParams(encoded: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [rawKey, value] of new URLSearchParams(encoded)) {
    const m = /^([^[]+)((?:\[[^\]]*\])*)$/.exec(rawKey);
    if (!m) continue;
    const path = [m[1] as string, ...[...(m[2] ?? '').matchAll(/\[([^\]]*)\]/g)].map((x) => x[1] as string)];
    let node: Record<string, unknown> | unknown[] = root;
    path.forEach((segment, i) => {
      const last = i === path.length - 1;
      const key = segment === '' && Array.isArray(node) ? node.length : segment;
      if (last) {
        (node as Record<string, unknown>)[key as string] = value;
        return;
      }
      const nextIsIndex = /^\d*$/.test(path[i + 1] as string);
      const container = node as Record<string, unknown>;
      container[key as string] ??= nextIsIndex ? [] : {};
      node = container[key as string] as Record<string, unknown>;
    });
  }
  return root;
}
