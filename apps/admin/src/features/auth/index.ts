export { isSessionRefused, logOut, meQuery } from './api/session';
