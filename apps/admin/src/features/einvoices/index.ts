export { EinvoiceCard } from './components/einvoice-card';
export { EinvoicesPage, readEinvoicesSearch } from './components/einvoices-page';
