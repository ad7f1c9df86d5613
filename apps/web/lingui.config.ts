// The shop's and the console's catalogs share their settings (tooling/lingui, decision 068).
export { default } from '@shop/lingui-config';
