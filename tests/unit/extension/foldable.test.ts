/** The extension's panels start folded on a phone-wide window and open on a wide one. */
import { parseHTML } from 'linkedom';
import { describe, expect, it } from 'vitest';
import { foldable } from '#extension/lib/dom.ts';

function parts() {
  const { document, Event } = parseHTML(
    '<div id="panel"></div><button id="hide"></button><button id="pill"></button>',
  );
  const get = (id: string) => document.getElementById(id) as unknown as HTMLElement;
  const click = (el: HTMLElement) => el.dispatchEvent(new Event('click'));
  return { panel: get('panel'), hide: get('hide'), pill: get('pill'), click };
}

describe('foldable panels', () => {
  it('start folded into the pill below 640 px, open from 640 px', () => {
    const narrow = parts();
    foldable(narrow.panel, narrow.hide, narrow.pill, 390);
    expect(narrow.panel.style.display).toBe('none');
    expect(narrow.pill.style.display).toBe('');
    const wide = parts();
    foldable(wide.panel, wide.hide, wide.pill, 640);
    expect(wide.panel.style.display).toBe('');
    expect(wide.pill.style.display).toBe('none');
  });

  it('the pill opens the panel and Hide folds it again', () => {
    const { panel, hide, pill, click } = parts();
    foldable(panel, hide, pill, 390);
    click(pill);
    expect(panel.style.display).toBe('');
    expect(pill.style.display).toBe('none');
    click(hide);
    expect(panel.style.display).toBe('none');
    expect(pill.style.display).toBe('');
  });
});
