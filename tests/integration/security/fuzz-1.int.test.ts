/**
 * Bad input, shard 1 of 3: every JSON route gets FUZZ_RUNS generated calls (100 in `npm test`; 1,000 in `npm run test:deep`) — wrong types, huge
 * strings, Unicode, nulls, negative and enormous numbers, SQL and HTML payloads in its body, query
 * and path (./fuzz/fuzz-suite.ts deals the routes of the router's table over the shards).
 */
import { fuzzShard } from './fuzz/fuzz-suite.ts';

await fuzzShard(0);
