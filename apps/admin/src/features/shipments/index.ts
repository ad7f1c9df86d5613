export { ShipmentCard } from './components/shipment-card';
export { ShipmentDialog } from './components/shipment-dialog';
export { openLabels as printLabels } from './api/shipment-queries';
