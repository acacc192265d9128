import { keywordVocabulary } from '#server/db/schema/index.ts';
import type { RecurringJob } from '#server/jobs/job.ts';
import { storeVocabulary, vocabularyDue } from './keyword-vocabulary.ts';
import { storeVocabularyRelated } from './keyword-vocabulary-related.ts';

/**
 * Time a run spends storing the related keywords of frequent words (ADR 106), after the due
 * passes: part of each period, so that a large catalog's tens of thousands of phrases are read
 * over hours without taking a core.
 */
const RELATED_RUN_BUDGET_MS = 120_000;

/**
 * Computes ahead the statistics of each marketplace's frequent words (ADR 102, 105) when they are
 * due: never computed, a bulk catalog write (an import) since, or a day old. A keyword's first
 * analysis then finds a single-word seed stored, which ADR 100/101 keep current; reading a broad
 * word from a large catalog costs seconds. One pass reads the whole marketplace (minutes at 1 M
 * listings), hence the long timeout and the period: due marketplaces are checked every 5 minutes.
 * Each run then stores the related keywords of the frequent words that are not stored yet, broadest
 * words first, for RELATED_RUN_BUDGET_MS (ADR 106): their first analysis is then stored rows only.
 */
export const keywordVocabularyJob: RecurringJob = {
  name: 'keyword-vocabulary',
  every: () => 300,
  timeoutSeconds: 3600,
  retryLimit: 1,
  async run({ database }, { signal, log }) {
    const db = database.db;
    for (const marketplace of await vocabularyDue(db)) {
      if (signal.aborted) return;
      const started = Date.now();
      const words = await storeVocabulary({ db, marketplace });
      log.info({ marketplace, words, ms: Date.now() - started }, 'keyword vocabulary computed');
    }
    const until = performance.now() + RELATED_RUN_BUDGET_MS;
    const rows = await db
      .select({ marketplace: keywordVocabulary.marketplace })
      .from(keywordVocabulary)
      .orderBy(keywordVocabulary.marketplace);
    for (const { marketplace } of rows) {
      const related = await storeVocabularyRelated({ db, marketplace, until, signal });
      if (related) log.info({ marketplace, related }, 'related keywords of the vocabulary stored');
    }
  },
};
