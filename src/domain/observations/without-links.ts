/**
 * Text a page showed, without anything a reader could follow: `https://…`, `www.…`, a host with a
 * path (`evil.example/login`), an e-mail address, or a bare domain (`evil.example`) — a mail client
 * or chat turns those into links, and a product title travels into alert e-mails and other users'
 * pages. Amazon's own names ("Amazon.com Gift Card") stay: they are the product, not a link away.
 */
const SCHEME = /\b[a-z][a-z0-9+.-]*:\/\/\S*/gi;
const WWW = /\bwww\.\S*/gi;
const EMAIL = /\b[\w.+-]+@[\w-]+(?:\.[\w-]+)+\b/g;
const HOST_WITH_PATH = /\b(?:[a-z0-9-]+\.)+[a-z]{2,}(?::\d+)?\/\S*/gi;
const BARE_DOMAIN = /\b(?:[a-z0-9-]+\.)+[a-z]{2,}\b/gi;
const AMAZON = /^amazon(?:\.[a-z]{2,3}){1,2}$/i;

export function withoutLinks(text: string): string {
  return text
    .replace(SCHEME, ' ')
    .replace(WWW, ' ')
    .replace(EMAIL, ' ')
    .replace(HOST_WITH_PATH, ' ')
    .replace(BARE_DOMAIN, (domain) => (AMAZON.test(domain) || !hasLetterTld(domain) ? domain : ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** "2.5mm", "v1.2", "No.5" are not domains: the last label must be letters only and the name not a number. */
function hasLetterTld(domain: string): boolean {
  const labels = domain.split('.');
  const tld = labels.at(-1) ?? '';
  return (
    /^[a-z]{2,}$/i.test(tld) && !/^\d+$/.test(labels[0] ?? '') && !/^(?:mm|cm|kg|lb|oz|ml|in|ft)$/i.test(tld)
  );
}
