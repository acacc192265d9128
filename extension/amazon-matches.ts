/** Amazon storefronts of Scout's eight marketplaces (src/domain/marketplaces.ts). */
export const AMAZON_MATCHES = [
  '*://www.amazon.com/*',
  '*://www.amazon.co.uk/*',
  '*://www.amazon.de/*',
  '*://www.amazon.fr/*',
  '*://www.amazon.it/*',
  '*://www.amazon.es/*',
  '*://www.amazon.ca/*',
  '*://www.amazon.co.jp/*',
];
