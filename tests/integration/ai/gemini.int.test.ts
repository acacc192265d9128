import { afterAll, describe, expect, it } from 'vitest';
import { aiApi, supportChatApi } from '#contracts/ai.ts';
import { createUser } from '#tests/helpers/factories/index.ts';
import { startGeminiStandIn } from '#tests/helpers/gemini-stand-in.ts';
import { sseData } from '#tests/helpers/openai-stand-in.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const gemini = await startGeminiStandIn();
afterAll(() => gemini.close());
// An OpenAI-compatible endpoint is configured too: Gemini wins when its key is set.
const ctx = await createTestContext({
  GOOGLE_GENERATIVE_AI_API_KEY: 'gemini-test-key',
  GEMINI_BASE_URL: gemini.baseUrl,
  OPENAI_BASE_URL: 'http://127.0.0.1:9/v1',
  OPENAI_MODEL: 'unused',
});

describe('Gemini provider (stand-in on loopback)', () => {
  it('streams the support chat from the flash model for pro users', async () => {
    const user = await createUser(ctx, { plan: 'pro' });
    gemini.queue({ tokens: ['Open ', 'the ', 'Pricing ', 'page.'] });
    const res = await user.call(supportChatApi.send, {
      body: {
        messages: [{ role: 'user', content: 'How do I upgrade?' }],
      },
    });
    const data = sseData(res.body);
    expect(data.at(-1)).toBe('[DONE]');
    const chunks = data.slice(0, -1).map((d) => JSON.parse(d));
    expect(chunks.map((c) => c.choices[0].delta.content).join('')).toBe('Open the Pricing page.');
    expect(chunks[0]).toMatchObject({ engine: 'gemini', model: 'gemini-2.5-flash' });
    const [request] = gemini.requests;
    expect(request).toMatchObject({ model: 'gemini-2.5-flash', stream: true, apiKey: 'gemini-test-key' });
    expect(request.body.generationConfig.maxOutputTokens).toBe(2500);
    expect(request.body.systemInstruction.parts[0].text).toContain('support assistant of Scout');
  });

  it('writes an elite consultation with the pro model, and maps RESOURCE_EXHAUSTED to ai_rate_limited', async () => {
    const user = await createUser(ctx, { plan: 'elite' });
    gemini.queue({ tokens: ['Diversify ', 'suppliers.'] });
    const res = await user.call(aiApi.askConsultation, {
      body: { question: 'How do I reduce supply risk?' },
    });
    expect(res.body).toMatchObject({
      consultation: 'Diversify suppliers.',
      engine: { engine: 'gemini', model: 'gemini-2.5-pro' },
    });
    expect(gemini.requests.at(-1)?.body.generationConfig.maxOutputTokens).toBe(4000);

    gemini.queue({ status: 429 }, { status: 429 });
    const limited = await user.call(aiApi.askConsultation, { body: { question: 'And now?' } });
    expect(limited.status).toBe(429);
    expect(limited.error?.code).toBe('ai_rate_limited');
  });
});
