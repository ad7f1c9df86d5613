// The account's public entry: the account menu's entries, which the header and the drawer render.
export { AccountPageLinks, LogoutButton } from './components/account-menu-entries';
