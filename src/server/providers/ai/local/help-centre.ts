import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES, type Language } from '#domain/languages.ts';
import { renderPlanFacts } from './plan-facts.ts';
import { type SearchHit, TextIndex } from './text-search.ts';

/** One section of a help-centre article: the unit the support chat retrieves and quotes. */
export interface HelpPassage {
  id: string;
  language: Language;
  article: string;
  articleTitle: string;
  heading: string;
  /** Markdown. */
  body: string;
}

export interface HelpCentre {
  passages: Record<Language, HelpPassage[]>;
  articles: Record<Language, { slug: string; title: string }[]>;
  search(query: string, language: Language, limit?: number): { passage: HelpPassage; hit: SearchHit }[];
}

export const HELP_DIR = fileURLToPath(new URL('../../../../../docs/help/', import.meta.url));

const slugify = (s: string) =>
  s
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * Splits one article (front matter `title:`, then `## ` sections) into passages. The article's
 * introduction opens its first section rather than standing alone: on its own it would carry the
 * article title and outrank the section that actually answers (the steps, the table…).
 */
export function parseArticle(markdown: string, slug: string, language: Language): HelpPassage[] {
  const text = renderPlanFacts(markdown, language).replace(/\r\n/g, '\n');
  const front = /^---\n([\s\S]*?)\n---\n/.exec(text);
  const articleTitle = front?.[1].match(/^title:\s*(.+)$/m)?.[1].trim() ?? slug;
  const content = front ? text.slice(front[0].length) : text;
  const passages: HelpPassage[] = [];
  const parts = content.split(/^## +/m);
  const intro = parts.shift()?.trim() ?? '';
  for (const part of parts) {
    const newline = part.indexOf('\n');
    const heading = (newline === -1 ? part : part.slice(0, newline)).trim();
    const body = newline === -1 ? '' : part.slice(newline + 1).trim();
    if (!body) continue;
    passages.push({
      id: `${slug}#${slugify(heading)}`,
      language,
      article: slug,
      articleTitle,
      heading,
      body: passages.length === 0 && intro ? `${intro}\n\n${body}` : body,
    });
  }
  if (passages.length === 0 && intro)
    passages.push({ id: slug, language, article: slug, articleTitle, heading: articleTitle, body: intro });
  return passages;
}

/** Reads docs/help/<lang>/*.md and indexes every passage (title and heading weigh more than body). */
export function loadHelpCentre(dir = HELP_DIR): HelpCentre {
  const passages = {} as Record<Language, HelpPassage[]>;
  const articles = {} as Record<Language, { slug: string; title: string }[]>;
  const indexes = {} as Record<Language, TextIndex>;
  for (const language of LANGUAGES) {
    const folder = path.join(dir, language);
    const files = fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((f) => f.endsWith('.md'))
          .sort()
      : [];
    passages[language] = files.flatMap((file) =>
      parseArticle(fs.readFileSync(path.join(folder, file), 'utf8'), file.replace(/\.md$/, ''), language),
    );
    articles[language] = [...new Map(passages[language].map((p) => [p.article, p.articleTitle]))].map(
      ([slug, title]) => ({ slug, title }),
    );
    indexes[language] = new TextIndex(
      passages[language].map((p) => ({
        id: p.id,
        fields: [
          { text: p.articleTitle, weight: 2, strong: true },
          { text: p.heading, weight: 3, strong: true },
          { text: p.body, weight: 1 },
        ],
      })),
    );
  }
  return {
    passages,
    articles,
    search(query, language, limit = 5) {
      const byId = new Map(passages[language].map((p) => [p.id, p]));
      return indexes[language]
        .search(query, limit)
        .map((hit) => ({ hit, passage: byId.get(hit.id) as HelpPassage }));
    },
  };
}

let cached: HelpCentre | undefined;
/** The help centre of this installation, read once. */
export const helpCentre = () => {
  cached ??= loadHelpCentre();
  return cached;
};
