import {
  BULLETS_RECOMMENDED,
  DESCRIPTION_MAX_CHARS,
  TITLE_MAX_CHARS,
} from '#domain/listing/listing-rules-data.ts';
import {
  optimiseBullets,
  optimiseDescription,
  optimiseSearchTerms,
} from '#domain/listing/optimize-listing.ts';
import { optimiseTitle } from '#domain/listing/optimize-title.ts';
import type { PlanId } from '#domain/plans.ts';
import { PLANS } from '#domain/plans.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { AiRuntime } from '#server/providers/ai/ai-runtime.ts';
import { type EngineInfo, engineOf, LOCAL_ENGINE } from '#server/providers/ai/model-provider.ts';
import { keywordCoverage, type ListingDraft, type ListingInput, localListing } from './listing-template.ts';
import { generateRecorded, type RecordCall } from './record-ai-call.ts';

export interface GeneratedListing extends ListingDraft {
  searchTerms: string;
  coveredKeywords: string[];
  missingKeywords: string[];
  engine: EngineInfo;
}

/** Reads the model's JSON answer; null when it is not a usable listing. */
export function parseListingJson(text: string): ListingDraft | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start === -1 || end <= start) return null;
  try {
    const raw = JSON.parse(text.slice(start, end + 1)) as Record<string, unknown>;
    const bullets = Array.isArray(raw.bullets)
      ? raw.bullets.filter((b): b is string => typeof b === 'string')
      : [];
    if (typeof raw.title !== 'string' || typeof raw.description !== 'string' || bullets.length === 0)
      return null;
    return { title: raw.title, bullets, description: raw.description };
  } catch {
    return null;
  }
}

/**
 * The model's listing held to the rules the optimizer applies (src/domain/listing): no word more
 * than twice in the title, no promotional phrase or restricted claim, bullets within 255 characters
 * without ending punctuation, no placeholder left (a bullet holding one is dropped, not padded).
 */
function withinRules(draft: ListingDraft, input: ListingInput): ListingDraft & { searchTerms: string } {
  const title = optimiseTitle(draft.title, input.keywords, { language: input.language });
  const bullets = optimiseBullets(draft.bullets).slice(0, BULLETS_RECOMMENDED);
  return {
    title,
    bullets,
    description: optimiseDescription(draft.description, [], input.language).text,
    searchTerms: optimiseSearchTerms('', title, input.keywords, { language: input.language }).text,
  };
}

/**
 * A title, bullets, a description and backend search terms for a product and chosen keywords:
 * written by the model for the user's plan, or the local engine's title and search terms (it writes
 * no bullets or description: those need facts). Amazon's rules are enforced here either way.
 */
export async function generateListing(o: {
  ai: AiRuntime;
  logger: Logger;
  plan: PlanId;
  input: ListingInput;
  record: RecordCall;
}): Promise<GeneratedListing> {
  let draft = localListing(o.input);
  let engine: EngineInfo = LOCAL_ENGINE;
  if (o.ai.provider) {
    const choice = o.ai.provider.model(PLANS[o.plan].ai.tier);
    const result = await generateRecorded(o.record, {
      choice,
      instructions: [
        'You write Amazon product listings that follow Amazon’s style guide.',
        `Write in ${o.input.language === 'fr' ? 'French' : 'English'}. Answer with JSON only: {"title": string, "bullets": [five strings], "description": string}.`,
        `Title at most ${TITLE_MAX_CHARS} characters, brand first when known, no word more than twice; each bullet at most 255 characters, starting with a capital letter, without ending punctuation; description at most ${DESCRIPTION_MAX_CHARS} characters.`,
        'Use every keyword given, naturally. No HTML, no emojis, no promotional claims (best seller, free shipping, guarantees), no health or environmental claims, no invented specifications. Where a fact is unknown, leave it out: never write a placeholder, brackets or text for the seller to fill in.',
      ].join('\n'),
      prompt: `Product: ${o.input.productName}${o.input.asin ? ` (ASIN ${o.input.asin})` : ''}\nKeywords: ${o.input.keywords.join(', ')}`,
      maxOutputTokens: PLANS[o.plan].ai.maxOutputTokens,
      timeoutMs: o.ai.timeoutMs,
    });
    const parsed = parseListingJson(result.text);
    if (parsed) {
      draft = withinRules(parsed, o.input);
      engine = engineOf(choice);
    } else {
      o.logger.warn('the model did not answer with a listing; local engine used');
    }
  } else {
    await o.record(LOCAL_ENGINE, 'ok');
  }
  const { covered, missing } = keywordCoverage(draft, o.input.keywords);
  return { ...draft, coveredKeywords: covered, missingKeywords: missing, engine };
}
