// A leaf of its own: the shop's first script tests the company's logo against it, and importing it
// from console-catalogue.ts brought that module's valibot schemas into the shop's first-load JS
// (issue 28).

/**
 * A picture: an upload of the file API (`/api/{id_app}/file?q={id}`) or one of the shop's own
 * images (`/images/…`, no `..`).
 */
export const PICTURE_PATH = /^(\/api\/[\w-]{1,64}\/file\?q=[0-9a-f]{24}|\/images\/(?!.*\.\.)[\w./-]{1,200})$/;
