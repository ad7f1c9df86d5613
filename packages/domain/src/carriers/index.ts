// @shop/domain/carriers
// Shipments booked with carriers: shipment statuses, parcels, bookings and COD statements.
export * from './address-mapping.js';
export * from './carrier-status.js';
export * from './cod-statement.js';
export * from './parcel.js';
export * from './shipments.js';
