/**
 * Bad input, shard 2 of 3: every JSON route gets 1,000 generated calls — wrong types, huge
 * strings, Unicode, nulls, negative and enormous numbers, SQL and HTML payloads in its body, query
 * and path (./fuzz/fuzz-suite.ts deals the routes of the router's table over the shards).
 */
import { fuzzShard } from './fuzz/fuzz-suite.ts';

await fuzzShard(1);
