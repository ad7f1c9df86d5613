// The console's returns and exchanges (issue 33): the inbox, one return and its steps, and a step
// on its order's timeline.
export { ReturnChange } from './components/return-change';
export { ReturnPage } from './components/return-page';
export { ReturnsListPage, readReturnsSearch } from './components/returns-list-page';
