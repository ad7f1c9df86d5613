/** The round icon buttons of the header (search, cart, account, drawer). */
export const iconButtonClass =
  'relative inline-flex size-11 shrink-0 items-center justify-center rounded-full text-coffee-800 transition hover:bg-leaf-50 hover:text-leaf-800 focus-visible:outline-2 focus-visible:outline-leaf-700 focus-visible:outline-offset-2 data-open:bg-leaf-50 data-open:text-leaf-800 lg:size-10 xl:size-11';
