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

  it('keeps French punctuation and a text without settings unchanged', () => {
    const text = "Hébergement : OVH. Aucun traceur n'est utilisé ! Vraiment ?";
    expect(withoutUnsetSentences([{ heading: 'H', paragraphs: [text] }])[0]?.paragraphs).toEqual([text]);
  });
});
