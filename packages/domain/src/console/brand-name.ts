// A leaf of its own: the shop's first script names the default brand (header, page titles), and
// importing it from console-settings.ts brought that module's valibot schemas and the message table
// into the shop's first-load JS (issue 28).

/** The brand the seed stores and the shop shows while the setting is blank or not yet read. */
export const DEFAULT_BRAND_NAME = 'Mộc Lam';
