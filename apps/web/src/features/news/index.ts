// The news' public entry: the latest articles for the home page.
export { newsQueries } from './api/news-queries';
export { NewsList } from './components/news-list';
