// @shop/domain/console
// The owner console: access by area, people, schedules, settings, requests, replies, item timelines.
export * from './console-access.js';
export * from './console-people.js';
export * from './console-replies.js';
export * from './console-requests.js';
export * from './console-rights.js';
export * from './console-schedules.js';
export * from './console-settings.js';
export * from './item-history.js';
export * from './item-labels.js';
export * from './schedule-rules.js';
