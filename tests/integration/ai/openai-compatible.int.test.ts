import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { aiApi, supportChatApi } from '#contracts/ai.ts';
import { reviewsApi } from '#contracts/reviews.ts';
import { translateText } from '#server/modules/ai/translate-text.ts';
import { writeProse } from '#server/modules/ai/write-prose.ts';
import { createFavourites, createProductRow, createUser } from '#tests/helpers/factories/index.ts';
import { sseData, startOpenAiStandIn } from '#tests/helpers/openai-stand-in.ts';
import { createTestContext } from '#tests/helpers/test-app.ts';

const standIn = await startOpenAiStandIn();
afterAll(() => standIn.close());
const ctx = await createTestContext({
  OPENAI_BASE_URL: standIn.baseUrl,
  OPENAI_API_KEY: 'sk-test',
  OPENAI_MODEL: 'stand-in-fast',
  OPENAI_ELITE_MODEL: 'stand-in-large',
  AI_TIMEOUT_MS: '5000',
});
const db = ctx.deps.database.db;

beforeEach(() => {
  standIn.requests.length = 0;
});

const chat = (client: ReturnType<typeof ctx.client>, content: string) =>
  client.call(supportChatApi.send, { body: { messages: [{ role: 'user', content }] } });

describe('support chat through an OpenAI-compatible provider (SSE stand-in on loopback)', () => {
  it('streams the model tokens in order and ends with [DONE]', async () => {
    const user = await ctx.signUp();
    standIn.queue({ kind: 'text', tokens: ['To ', 'cancel, ', 'open ', 'the ', 'Subscription ', 'card.'] });
    const res = await chat(user, 'How do I cancel my subscription?');
    expect(res.status).toBe(200);
    const data = sseData(res.body);
    expect(data.at(-1)).toBe('[DONE]');
    const chunks = data.slice(0, -1).map((d) => JSON.parse(d));
    expect(chunks.map((c) => c.choices[0].delta.content)).toEqual([
      'To ',
      'cancel, ',
      'open ',
      'the ',
      'Subscription ',
      'card.',
    ]);
    expect(chunks[0]).toMatchObject({ engine: 'openai-compatible', model: 'stand-in-fast' });

    const [request] = standIn.requests;
    expect(request.headers.authorization).toBe('Bearer sk-test');
    expect(request.body).toMatchObject({ model: 'stand-in-fast', stream: true, max_tokens: 1000 });
    const system = request.body.messages[0];
    expect(system.role).toBe('system');
    expect(system.content).toContain('Cancel your subscription'); // grounded on the help centre
    expect(request.body.messages.at(-1)).toEqual({
      role: 'user',
      content: 'How do I cancel my subscription?',
    });
  });

  it('sends the first tokens before the model has finished', async () => {
    const user = await ctx.signUp();
    standIn.queue({ kind: 'text', tokens: ['one ', 'two ', 'three ', 'four'], delayMs: 150 });
    const res = await ctx.app.request('/api/support-chat', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: user.cookieHeader,
        origin: 'http://localhost:3000',
      },
      body: JSON.stringify({ messages: [{ role: 'user', content: 'Count please' }] }),
    });
    const reader = (res.body as ReadableStream<Uint8Array>).getReader();
    const started = Date.now();
    const first = new TextDecoder().decode((await reader.read()).value);
    expect(first).toContain('"content":"one "');
    expect(Date.now() - started).toBeLessThan(400); // the other three tokens take 450 ms more
    let rest = '';
    for (let r = await reader.read(); !r.done; r = await reader.read())
      rest += new TextDecoder().decode(r.value);
    expect(rest).toContain('"content":"four"');
    expect(rest.trim().endsWith('data: [DONE]')).toBe(true);
  });

  it('uses the advanced model and the larger budget for elite', async () => {
    const user = await createUser(ctx, { plan: 'elite' });
    await chat(user, 'Hello there, what can you do?');
    expect(standIn.requests[0].body).toMatchObject({ model: 'stand-in-large', max_tokens: 4000 });
  });

  it('maps an upstream 429 to ai_rate_limited after one retry', async () => {
    const user = await ctx.signUp();
    standIn.queue({ kind: 'status', status: 429 }, { kind: 'status', status: 429 });
    const res = await chat(user, 'Anything');
    expect(res.status).toBe(429);
    expect(res.error?.code).toBe('ai_rate_limited');
    expect(standIn.requests).toHaveLength(2);
  });

  it('maps an upstream error to ai_unavailable, and recovers on the retry when it is transient', async () => {
    const user = await ctx.signUp();
    standIn.queue({ kind: 'status', status: 401, message: 'bad key' });
    const refused = await chat(user, 'Anything');
    expect(refused.status).toBe(502);
    expect(refused.error?.code).toBe('ai_unavailable');
    expect(standIn.requests).toHaveLength(1); // 401 is not retried

    standIn.queue({ kind: 'status', status: 503 }, { kind: 'text', tokens: ['Back.'] });
    const recovered = await chat(user, 'Anything');
    expect(recovered.status).toBe(200);
    expect(recovered.body).toContain('"content":"Back."');
  });

  it('ends the stream with an error event when the connection drops midway', async () => {
    const user = await ctx.signUp();
    standIn.queue({ kind: 'break-after', tokens: ['Half ', 'an '] });
    const res = await chat(user, 'Anything');
    expect(res.status).toBe(200);
    const data = sseData(res.body);
    expect(data.at(-1)).toBe('[DONE]');
    expect(JSON.parse(data.at(-2) as string)).toEqual({ error: { code: 'ai_unavailable', params: {} } });
  });

  it('answers signed-out visitors from the help centre only, without calling the provider', async () => {
    const res = await chat(ctx.client(), 'How do I cancel my subscription?');
    expect(res.body).toContain('"engine":"local"');
    expect(standIn.requests).toHaveLength(0);
  });
});

describe('report, consultation and listing through the provider', () => {
  it('keeps the figures from the database and the model commentary when it invents none', async () => {
    const user = await createUser(ctx, { plan: 'pro' });
    standIn.queue({
      kind: 'text',
      tokens: ['## Summary\n\nA quiet month.\n\n## Recommendations\n\n- Run a search.'],
    });
    const res = await user.call(aiApi.generateMonthlyReport, { body: {} });
    expect(res.status).toBe(200);
    expect(res.body.engine).toEqual({ engine: 'openai-compatible', model: 'stand-in-fast' });
    expect(res.body.report).toContain('| Searches (all kinds) | 0 | 0 | = |');
    expect(res.body.report).toContain('A quiet month.');
    expect(standIn.requests[0].body.stream).toBeFalsy();
    expect(standIn.requests[0].body.max_tokens).toBe(2500);

    // Read in French: the figures rendered again in French, the model's commentary translated once.
    standIn.queue({
      kind: 'text',
      tokens: ['## Synthèse\n\nUn mois calme.\n\n## Recommandations\n\n- Lancez une recherche.'],
    });
    const fr = await user.call(aiApi.latestMonthlyReport, {}, { 'x-scout-lang': 'fr' });
    expect(fr.body.report).toMatchObject({
      language: 'fr',
      engine: { engine: 'openai-compatible', model: 'stand-in-fast' },
    });
    expect(fr.body.report?.report).toContain('| Recherches (tous types) | 0 | 0 | = |');
    expect(fr.body.report?.report).toContain('Un mois calme.');
    expect(standIn.requests[1].body.messages[0].content).toContain('into French');
    const again = await user.call(aiApi.latestMonthlyReport, {}, { 'x-scout-lang': 'fr' });
    expect(again.body.report?.report).toBe(fr.body.report?.report);
    expect(standIn.requests).toHaveLength(2); // the translation is cached
  });

  it('falls back to the local commentary when the model writes a figure not in the data', async () => {
    const user = await createUser(ctx, { plan: 'pro' });
    standIn.queue({ kind: 'text', tokens: ['## Summary\n\nYour sales grew by 37 % this month.'] });
    const res = await user.call(aiApi.generateMonthlyReport, { body: {} });
    expect(res.body.engine.engine).toBe('local');
    expect(res.body.report).not.toContain('37');
    expect(res.body.report).toContain('## Recommendations');
  });

  it('answers a consultation with the plan’s model and the user’s figures in the prompt', async () => {
    const user = await createUser(ctx, { plan: 'elite' });
    standIn.queue({ kind: 'text', tokens: ['Focus on one niche first.'] });
    const res = await user.call(aiApi.askConsultation, {
      body: {
        question: 'Should I expand to Germany?',
        context: null,
      },
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      consultation: 'Focus on one niche first.',
      engine: { model: 'stand-in-large' },
    });
    const request = standIn.requests[0].body;
    expect(request.max_tokens).toBe(4000);
    expect(request.messages[0].content).toContain('master expert');
    expect(request.messages[1].content).toContain('Searches (all kinds): 0');
    expect(request.messages[1].content).toContain('Should I expand to Germany?');
  });

  it('gives the model the shortlist, keeps figures it quotes, and falls back to the local engine when it invents one', async () => {
    const user = await createUser(ctx, { plan: 'pro' });
    const product = await createProductRow(db, {
      asin: 'B0SHORT001',
      title: 'Bamboo cutting board with juice groove',
      priceCents: 2499,
      opportunityScore: 81,
    });
    await createFavourites(db, user.userId, [product.id]);

    standIn.queue({
      kind: 'text',
      tokens: ['Test the bamboo board first: its AI score is 81/100 at $24.99.'],
    });
    const quoted = await user.call(aiApi.askConsultation, {
      body: {
        question: 'What should I test first with 2 weeks?',
      },
    });
    expect(quoted.body.engine.engine).toBe('openai-compatible');
    expect(quoted.body.consultation).toContain('81/100');
    const prompt = standIn.requests[0].body.messages[1].content;
    expect(prompt).toContain(
      '- Bamboo cutting board with juice groove (ASIN B0SHORT001, amazon.com): AI score 81/100, price US$24.99, favourite',
    );
    expect(standIn.requests[0].body.messages[0].content).toContain('Do not write any other number');

    standIn.queue({ kind: 'text', tokens: ['Launch it now: you will sell 350 units a month.'] });
    const invented = await user.call(aiApi.askConsultation, { body: { question: 'Should I launch it?' } });
    expect(invented.status).toBe(200);
    expect(invented.body.engine).toEqual({ engine: 'local', model: null });
    expect(invented.body.consultation).not.toContain('350');
    expect(invented.body.consultation).toContain('**Bamboo cutting board with juice groove** (B0SHORT001');
    expect((await user.call(aiApi.latestConsultation)).body.consultation?.engine.engine).toBe('local');
  });

  it('holds a generated listing to Amazon’s rules: no repeats, no placeholders, within the limits', async () => {
    const user = await createUser(ctx, { plan: 'starter' });
    const long = 'Bamboo cutting board '.repeat(20);
    standIn.queue({
      kind: 'text',
      tokens: [
        JSON.stringify({
          title: long,
          bullets: ['One bamboo board.', 'Made of [material], it lasts', `Large ${'x '.repeat(400)}`],
          description: 'Great board. Visit www.example.com for more.',
        }),
      ],
    });
    const res = await user.call(aiApi.generateListing, {
      body: {
        productName: 'Bamboo board',
        keywords: ['bamboo board'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.engine.engine).toBe('openai-compatible');
    // "Bamboo cutting board" twenty times: each word at most twice.
    expect(res.body.title).toBe('Bamboo Board - Bamboo Cutting Board');
    // The placeholder bullet is dropped, the others cleaned and cut within 255 characters.
    expect(res.body.bullets[0]).toBe('One bamboo board');
    expect(res.body.bullets.some((b: string) => b.includes('['))).toBe(false);
    for (const b of res.body.bullets) expect(b.length).toBeLessThanOrEqual(255);
    expect(res.body.description).toBe('Great board.');
    expect(res.body.coveredKeywords).toEqual(['bamboo board']);
  });
});

describe('review translation service', () => {
  it('translates once and then answers from the cache', async () => {
    const o = {
      db,
      ai: ctx.deps.ai,
      text: '  Très bon outil, je recommande.  ',
      now: new Date(),
      record: async () => {},
    };
    standIn.queue({ kind: 'text', tokens: ['Great tool, ', 'I recommend it.'] });
    const first = await translateText({ ...o, targetLanguage: 'en' });
    expect(first).toEqual({
      status: 'translated',
      text: 'Great tool, I recommend it.',
      engine: { engine: 'openai-compatible', model: 'stand-in-fast' },
      cached: false,
    });
    expect(standIn.requests[0].body.messages[0].content).toContain('into English');
    expect(standIn.requests[0].body.messages[1].content).toBe('Très bon outil, je recommande.');
    const second = await translateText({
      ...o,
      text: 'Très bon outil, je recommande.',
      targetLanguage: 'en',
    });
    expect(second).toMatchObject({ status: 'translated', text: 'Great tool, I recommend it.', cached: true });
    expect(standIn.requests).toHaveLength(1);
    standIn.queue({ kind: 'text', tokens: ['Gran herramienta.'] });
    expect(await translateText({ ...o, targetLanguage: 'es' })).toMatchObject({ text: 'Gran herramienta.' });
    expect(standIn.requests).toHaveLength(2);
  });
});

describe('POST /api/reviews/:id/translation with a provider', () => {
  it('translates a French review for an English reader once, then serves the cached translation', async () => {
    const author = await ctx.signUp();
    const { body } = await author.call(
      reviewsApi.create,
      { body: { rating: 5, comment: 'Outil très complet' } },
      { 'x-scout-lang': 'fr' },
    );
    standIn.queue({ kind: 'text', tokens: ['Very complete tool'] });
    const visitor = ctx.client();
    const first = await visitor.call(reviewsApi.translate, {
      params: { id: body.review.id },
      query: { lang: 'en' },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      translatedComment: 'Very complete tool',
      translated: true,
      language: 'en',
    });
    const again = await ctx
      .client()
      .call(reviewsApi.translate, { params: { id: body.review.id }, query: { lang: 'en' } });
    expect(again.body.translatedComment).toBe('Very complete tool');
    expect(standIn.requests).toHaveLength(1);
  });

  it('translates an English review written from a French interface for a French reader, from English', async () => {
    const author = await ctx.signUp();
    const { body } = await author.call(
      reviewsApi.create,
      { body: { rating: 5, comment: 'The product research saves me hours every week.' } },
      { 'x-scout-lang': 'fr' },
    );
    expect(body.review).toMatchObject({ language: 'en', languageSource: 'detected' });
    standIn.queue({ kind: 'text', tokens: ['La recherche de produits me fait gagner des heures.'] });
    const french = await ctx
      .client()
      .call(reviewsApi.translate, { params: { id: body.review.id }, query: { lang: 'fr' } });
    expect(french.body).toMatchObject({ translated: true, language: 'fr' });
    expect(standIn.requests.at(-1)?.body.messages[0].content).toContain('from English into French');
    const english = await ctx
      .client()
      .call(reviewsApi.translate, { params: { id: body.review.id }, query: { lang: 'en' } });
    expect(english.body).toMatchObject({ translated: false, translatedComment: body.review.comment });
    expect(standIn.requests).toHaveLength(1);
  });

  it('translates into Spanish, German and Arabic too, and refuses another language code', async () => {
    const author = await ctx.signUp();
    const { body } = await author.call(
      reviewsApi.create,
      { body: { rating: 4, comment: 'Solid tool' } },
      { 'x-scout-lang': 'en' },
    );
    for (const [lang, text, name] of [
      ['es', 'Herramienta sólida', 'Spanish'],
      ['de', 'Solides Werkzeug', 'German'],
      ['ar', 'أداة متينة', 'Arabic'],
    ] as const) {
      standIn.queue({ kind: 'text', tokens: [text] });
      const res = await ctx
        .client()
        .call(reviewsApi.translate, { params: { id: body.review.id }, query: { lang: lang } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ translatedComment: text, translated: true, language: lang });
      expect(standIn.requests.at(-1)?.body.messages[0].content).toContain(`into ${name}`);
    }
    // untyped: a language the contract does not offer
    const refused = await ctx.client().post(`/api/reviews/${body.review.id}/translation?lang=it`);
    expect(refused.status).toBe(400);
    expect(refused.body.error.code).toBe('validation_failed');
    expect(standIn.requests).toHaveLength(3);
  });
});

describe('listing generator from an ASIN of the catalog', () => {
  it('names the product from the catalog', async () => {
    const user = await createUser(ctx, { plan: 'starter' });
    await createProductRow(db, { asin: 'B0TESTAI01', title: 'Stand-in Bamboo Board' });
    standIn.queue({ kind: 'text', tokens: ['not json'] });
    const res = await user.call(aiApi.generateListing, {
      body: { asin: 'b0testai01', keywords: ['bamboo'] },
    });
    expect(res.status).toBe(200);
    expect(res.body.engine.engine).toBe('local'); // the model did not answer JSON: template used
    expect(res.body.title).toMatch(/^Stand-in Bamboo Board/);
    expect(standIn.requests[0].body.messages[1].content).toContain(
      'Product: Stand-in Bamboo Board (ASIN B0TESTAI01)',
    );
  });
});

describe('writeProse for other modules', () => {
  const o = {
    ai: ctx.deps.ai,
    logger: ctx.deps.logger,
    plan: 'pro' as const,
    record: async () => {},
    task: 'Explain the opportunity score.',
    facts: { 'Opportunity score': 82, Competition: 'low' },
    language: 'en' as const,
    fallback: 'Opportunity score 82 with low competition.',
  };

  it('keeps the model text when it only uses the given figures', async () => {
    standIn.queue({ kind: 'text', tokens: ['A score of 82 reflects low competition.'] });
    expect(await writeProse(o)).toEqual({
      text: 'A score of 82 reflects low competition.',
      engine: { engine: 'openai-compatible', model: 'stand-in-fast' },
    });
    expect(standIn.requests[0].body.messages[1].content).toContain('- Opportunity score: 82');
  });

  it('falls back to the deterministic text when the model invents a figure', async () => {
    standIn.queue({ kind: 'text', tokens: ['Expect 1500 sales a month.'] });
    expect(await writeProse(o)).toEqual({ text: o.fallback, engine: { engine: 'local', model: null } });
  });
});
