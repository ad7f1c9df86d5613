// @shop/domain/orders
// Order statuses and actions, checkout confirmation, draft writes, timelines and the CSV export.
export * from './cancel-reason-form.js';
export * from './commerce-replies.js';
export * from './draft-write.js';
export * from './line-request.js';
export * from './order-confirmation.js';
export * from './order-export.js';
export * from './order-schema.js';
export * from './order-status.js';
export * from './order-timeline.js';
