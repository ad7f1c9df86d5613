import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/**
 * sharp, loaded by the first picture that needs it (an upload, a new size or variant, a share
 * card), not at start: its libvips and thread pool add about 25 MiB to the process (71 against 46
 * MiB for Node alone), and a running shop serves its pictures' sizes from the disk cache, so a
 * process that makes none never loads it (decision 072, addendum of 30 November, evening).
 */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((module) => module.default);
  return loading;
}
