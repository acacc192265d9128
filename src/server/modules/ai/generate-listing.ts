import type { PlanId } from '#domain/plans.ts';
import { PLANS } from '#domain/plans.ts';
import type { Logger } from '#server/lib/logger.ts';
import type { AiRuntime } from '#server/providers/ai/ai-runtime.ts';
import { type EngineInfo, engineOf, LOCAL_ENGINE } from '#server/providers/ai/model-provider.ts';
import {
  fitWithin,
  keywordCoverage,
  LISTING_LIMITS,
  type ListingDraft,
  type ListingInput,
  listingTemplate,
} from './listing-template.ts';
import { generateRecorded, type RecordCall } from './record-ai-call.ts';

export interface GeneratedListing extends ListingDraft {
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

/** Enforces Amazon's limits whatever the model wrote: title ≤ 200, five bullets ≤ 500 each. */
function withinLimits(draft: ListingDraft, fallback: ListingDraft): ListingDraft {
  const bullets = draft.bullets
    .slice(0, LISTING_LIMITS.bullets)
    .map((b) => fitWithin(b, LISTING_LIMITS.bullet));
  while (bullets.length < LISTING_LIMITS.bullets) bullets.push(fallback.bullets[bullets.length]);
  return {
    title: fitWithin(draft.title, LISTING_LIMITS.title),
    bullets,
    description: fitWithin(draft.description, LISTING_LIMITS.description),
  };
}

/**
 * A title, five bullets and a description for a product and chosen keywords: written by the model
 * for the user's plan, or the local engine's keyword-covering template. Limits are enforced here.
 */
export async function generateListing(o: {
  ai: AiRuntime;
  logger: Logger;
  plan: PlanId;
  input: ListingInput;
  record: RecordCall;
}): Promise<GeneratedListing> {
  const template = listingTemplate(o.input);
  let draft = template;
  let engine: EngineInfo = LOCAL_ENGINE;
  if (o.ai.provider) {
    const choice = o.ai.provider.model(PLANS[o.plan].ai.tier);
    const result = await generateRecorded(o.record, {
      choice,
      instructions: [
        'You write Amazon product listings that follow Amazon’s style guide.',
        `Write in ${o.input.language === 'fr' ? 'French' : 'English'}. Answer with JSON only: {"title": string, "bullets": [five strings], "description": string}.`,
        `Title at most ${LISTING_LIMITS.title} characters, each bullet at most ${LISTING_LIMITS.bullet} characters, description at most ${LISTING_LIMITS.description} characters.`,
        'Use every keyword given, naturally. No HTML, no emojis, no promotional claims (best seller, free shipping, guarantees), no invented specifications: where a fact is unknown, write a bracketed placeholder such as [material].',
      ].join('\n'),
      prompt: `Product: ${o.input.productName}${o.input.asin ? ` (ASIN ${o.input.asin})` : ''}\nKeywords: ${o.input.keywords.join(', ')}`,
      maxOutputTokens: PLANS[o.plan].ai.maxOutputTokens,
      timeoutMs: o.ai.timeoutMs,
    });
    const parsed = parseListingJson(result.text);
    if (parsed) {
      draft = withinLimits(parsed, template);
      engine = engineOf(choice);
    } else {
      o.logger.warn('the model did not answer with a listing; local template used');
    }
  } else {
    await o.record(LOCAL_ENGINE, 'ok');
  }
  const { covered, missing } = keywordCoverage(draft, o.input.keywords);
  return { ...draft, coveredKeywords: covered, missingKeywords: missing, engine };
}
