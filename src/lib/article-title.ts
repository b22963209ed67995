/** Headlines up to this length get the site's suffix in the page title ("… | Blog des Event-DJs"). */
const SUFFIX_UP_TO = 45;

/**
 * The page title of an article (browser tab, search result): the editor's search title where set,
 * else the headline, short ones with the site's suffix. A headline longer than a search result is
 * allowed; check:content only warns about it.
 */
export const articlePageTitle = (article: { title: string; searchTitle?: string | null }, suffix: string): string =>
  article.searchTitle || (article.title.length > SUFFIX_UP_TO ? article.title : `${article.title} | ${suffix}`);
