export { historyQuery, invalidateItemHistory } from './api/history-queries';
export { type FieldLabels, ItemTimeline } from './components/item-timeline';
