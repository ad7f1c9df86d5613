export { EinvoiceCard } from './components/einvoice-card';
export { EinvoiceListPage, readEinvoicesSearch } from './components/einvoice-list-page';
