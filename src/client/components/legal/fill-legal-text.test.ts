import { describe, expect, it } from 'vitest';
import { UNSET, withoutUnsetSentences } from './fill-legal-text.ts';

describe('withoutUnsetSentences', () => {
  it('leaves out the sentences naming an unset setting, keeps the others as written', () => {
    const [s] = withoutUnsetSentences([
      {
        heading: 'Who',
        paragraphs: [`The data controller is Acme. Address: ${UNSET}. Contact: a@b.fr.`],
      },
    ]);
    expect(s?.paragraphs).toEqual(['The data controller is Acme. Contact: a@b.fr.']);
  });

  it('drops paragraphs and sections left empty', () => {
    const out = withoutUnsetSentences([
      { heading: 'Director', paragraphs: [UNSET] },
      { heading: 'Editor', paragraphs: ['Acme SAS', UNSET, 'contact@acme.fr'] },
      { heading: 'Contact', paragraphs: [`Pour toute question : ${UNSET}.`] },
    ]);
    expect(out).toEqual([{ heading: 'Editor', paragraphs: ['Acme SAS', 'contact@acme.fr'] }]);
  });

  it('numbers the sections left again, so a dropped first one leaves no gap', () => {
    const out = withoutUnsetSentences([
      { heading: '1. Who is responsible', paragraphs: [`The data controller is ${UNSET}.`] },
      { heading: '2. What we store', paragraphs: ['Your account.'] },
      { heading: '3. Why', paragraphs: ['To provide the service.'] },
    ]);
    expect(out.map((s) => s.heading)).toEqual(['1. What we store', '2. Why']);
  });

  it('keeps French punctuation and a text without settings unchanged', () => {
    const text = "Hébergement : OVH. Aucun traceur n'est utilisé ! Vraiment ?";
    expect(withoutUnsetSentences([{ heading: 'H', paragraphs: [text] }])[0]?.paragraphs).toEqual([text]);
  });
});
