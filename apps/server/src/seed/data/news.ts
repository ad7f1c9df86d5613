import { agriNews } from './news/agri.js';
import { coffeeNews } from './news/coffee.js';
import { defineNews } from './news/define.js';
import { teaNews } from './news/tea.js';
import type { NewsArticle } from './types.js';

/** Collection news (isnews false: the feed of SPEC §7 "Site queries"): 14 articles, each as a 'vi' and an 'en' document with the same slug. */
export const newsArticles: NewsArticle[] = defineNews([...teaNews, ...coffeeNews, ...agriNews]);
