import { sql } from 'drizzle-orm';
import { check, index, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import type { ReviewLanguageSource } from '#domain/reviews.ts';
import { user } from './auth.ts';
import { tz } from './columns.ts';

/**
 * Reviews of Scout itself, one per user: the unique user_id makes a second insert fail even when two
 * submits race. The comment is plain text (shown as text, never as HTML).
 */
export const appReviews = pgTable(
  'app_reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .unique('app_reviews_user_id_unique')
      .references(() => user.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    /**
     * The language the comment is written in (en, fr, es, de, ar), read from its text when it is
     * written or edited; translation starts from it.
     */
    language: text('language').notNull().default('en'),
    /**
     * How `language` was decided: `detected` from the text, `interface` (the author's interface
     * language) when the text is too short to tell; null until the start-up task has examined a
     * review written before detection existed.
     */
    languageSource: text('language_source').$type<ReviewLanguageSource>(),
    /**
     * When an administrator approved this text (REVIEWS_APPROVAL=operator: public only once approved;
     * an edit clears it). Reviews written before the setting existed were approved by the migration.
     */
    approvedAt: tz('approved_at'),
    createdAt: tz('created_at').notNull().defaultNow(),
    updatedAt: tz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('app_reviews_rating_range', sql`${t.rating} between 1 and 5`),
    check('app_reviews_comment_length', sql`char_length(${t.comment}) between 1 and 1000`),
    check('app_reviews_language_source', sql`${t.languageSource} in ('detected', 'interface')`),
    index('app_reviews_created_at_idx').on(t.createdAt),
  ],
);
