/**
 * The keywords feature's public entry: what other features use of it (tests/unit/boundaries/client-feature-entries.test.ts).
 * None does yet: its page (routes/keyword-research.tsx) and its dashboard panel (mounts.ts) are
 * composed by the app layer. Keyword research is built on product research (the catalog overview,
 * the estimate labels and the live crawl, through `features/research/index.ts`), never the reverse.
 */
