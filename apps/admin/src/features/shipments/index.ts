export { ShipmentCard } from './components/shipment-card';
export { ShipmentDialog } from './components/shipment-dialog';
export { openLabels as printLabels } from './api/shipment-queries';
export { CodOwedCard } from './components/cod-owed-card';
export { CodPage } from './components/cod-page';
export { GhnAddressCard } from './components/ghn-address-card';
