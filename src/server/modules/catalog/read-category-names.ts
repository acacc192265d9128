import { readCsvRecords } from '#domain/csv-reader.ts';

/**
 * Reads a categories file of the public dataset (`id,category_name`) into id → name. Used to
 * resolve the `category_id` column of a products file.
 */
export async function readCategoryNames(input: AsyncIterable<string>): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  let header: { id: number; name: number } | null = null;
  for await (const record of readCsvRecords(input)) {
    if (!header) {
      const lower = record.fields.map((f) => f.trim().toLowerCase());
      header = { id: lower.indexOf('id'), name: lower.indexOf('category_name') };
      if (header.id < 0 || header.name < 0)
        throw new Error('a categories file needs the columns id and category_name');
      continue;
    }
    const id = record.fields[header.id]?.trim();
    const name = record.fields[header.name]?.trim();
    if (id && name) names.set(id, name);
  }
  return names;
}
