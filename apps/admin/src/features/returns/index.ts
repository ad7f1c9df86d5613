// The console's returns and exchanges (issue 33): the inbox, one return and its steps.
export { ReturnPage } from './components/return-page';
export { ReturnsListPage, readReturnsSearch } from './components/returns-list-page';
