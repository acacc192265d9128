import { describe, expect, it } from 'vitest';
import { parentsFirst } from './dump-tables.ts';

const table = (name: string) => ({ schema: 'public', name, columns: ['id'] });

describe('parentsFirst', () => {
  it('puts each table after the tables it refers to, whatever the input order', () => {
    const ordered = parentsFirst(
      [table('seller_orders'), table('users'), table('seller_imports'), table('catalog_categories')],
      [
        { child: 'public.seller_orders', parent: 'public.seller_imports' },
        { child: 'public.seller_orders', parent: 'public.users' },
        { child: 'public.seller_imports', parent: 'public.users' },
        { child: 'public.catalog_categories', parent: 'public.catalog_categories' }, // itself: one COPY
      ],
    ).map((t) => t.name);
    expect(ordered.indexOf('users')).toBeLessThan(ordered.indexOf('seller_imports'));
    expect(ordered.indexOf('seller_imports')).toBeLessThan(ordered.indexOf('seller_orders'));
    expect(ordered).toHaveLength(4);
  });

  it('refuses a cycle of foreign keys, naming its tables', () => {
    expect(() =>
      parentsFirst(
        [table('a'), table('b')],
        [
          { child: 'public.a', parent: 'public.b' },
          { child: 'public.b', parent: 'public.a' },
        ],
      ),
    ).toThrow(/public\.a, public\.b/);
  });
});
