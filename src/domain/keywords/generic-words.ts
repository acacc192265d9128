/**
 * Words that are never a related keyword on their own (docs/estimators.md "Related keywords"): each
 * language's function words, and the generic words of product titles — sizes, quantities, praise —
 * that every niche shares ("size", "large", "premium"). A phrase made only of these is dropped; a
 * phrase with one real word ("large suitcase") stays. Words matching too large a share of the
 * catalog are dropped by the analysis itself (GENERIC_CATALOG_SHARE).
 */
import { type KeywordLanguage, normaliseWord, textWords } from './word-forms.ts';

/** A single word matching more than this share of a marketplace's listings says nothing of a niche. */
export const GENERIC_CATALOG_SHARE = 0.1;
/** Below this many listings every share is large: the share rule is not applied. */
export const GENERIC_SHARE_MIN_CATALOG = 200;

const WORDS: Record<KeywordLanguage, string> = {
  en: `a an and are as at be by for from in into is it of on or the to with without your you our this that
    these those its x pcs pc pack packs set sets piece pieces count inch inches ft oz lb lbs cm mm ml l kg g
    size sizes large small medium big mini extra xl xxl xxxl new premium quality high best top great perfect
    ideal portable durable upgraded upgrade professional multi assorted various color colors colour colours
    style design version model type gift gifts men women kids adult adults unisex`,
  de: `der die das den dem des ein eine einer eines einem einen und oder mit ohne für fur von zu zum zur im in
    am an auf aus bei ist für stück stuck set sets packung größe grosse groß gross klein kleine mittel neu neue
    premium qualität qualitat hochwertig beste top ideal tragbar farbe farben damen herren kinder`,
  fr: `le la les un une des du de d et ou en au aux pour par sur avec sans dans l à a lot pièce piece pièces
    pieces taille tailles grand grande grands grandes petit petite petits petites moyen nouveau nouvelle
    premium qualité qualite meilleur idéal ideal portable couleur couleurs homme femme enfant enfants`,
  es: `el la los las un una unos unas de del y o en con sin para por a al set juego pieza piezas unidades
    tamaño tamano grande grandes pequeño pequeno pequeña pequena mediano nuevo nueva premium calidad mejor
    ideal portátil portatil color colores hombre mujer niños ninos`,
  it: `il lo la i gli le un uno una di del della dei delle e o in con senza per da a al alla su set pezzi pezzo
    confezione taglia taglie grande grandi piccolo piccola piccoli medio nuovo nuova premium qualità qualita
    migliore ideale portatile colore colori uomo donna bambini`,
  ja: `の 用 と に で や は が を へ から より 等 個 枚 本 点 セット サイズ 大 小 中 新品 人気 おしゃれ 男女兼用
    メンズ レディース キッズ 大容量 高品質 カラー`,
};

const GENERIC: Record<KeywordLanguage, Set<string>> = Object.fromEntries(
  Object.entries(WORDS).map(([lang, words]) => [
    lang,
    new Set(
      words
        .split(/\s+/)
        .filter(Boolean)
        .map((w) => normaliseWord(w, lang as KeywordLanguage)),
    ),
  ]),
) as Record<KeywordLanguage, Set<string>>;

export const isGenericWord = (word: string, lang: KeywordLanguage) =>
  /^\d+$/.test(word) || GENERIC[lang].has(normaliseWord(word, lang));

/** True when a phrase has no word of its own: only function words, generic title words or numbers. */
export const isGenericPhrase = (phrase: string, lang: KeywordLanguage) =>
  textWords(phrase, lang).every((w) => isGenericWord(w, lang));
