import type { RecurringJob } from '#server/jobs/job.ts';
import { storeVocabulary, vocabularyDue } from './keyword-vocabulary.ts';

/**
 * Computes ahead the statistics of each marketplace's frequent words (ADR 102, 105) when they are
 * due: never computed, a bulk catalog write (an import) since, or a day old. A keyword's first
 * analysis then finds a single-word seed stored, which ADR 100/101 keep current; reading a broad
 * word from a large catalog costs seconds. One pass reads the whole marketplace (minutes at 1 M
 * listings), hence the long timeout and the period: due marketplaces are checked every 5 minutes.
 */
export const keywordVocabularyJob: RecurringJob = {
  name: 'keyword-vocabulary',
  every: () => 300,
  timeoutSeconds: 3600,
  retryLimit: 1,
  async run({ database }, { signal, log }) {
    for (const marketplace of await vocabularyDue(database.db)) {
      if (signal.aborted) return;
      const started = Date.now();
      const words = await storeVocabulary({ db: database.db, marketplace });
      log.info({ marketplace, words, ms: Date.now() - started }, 'keyword vocabulary computed');
    }
  },
};
