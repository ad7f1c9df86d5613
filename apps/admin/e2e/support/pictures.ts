/**
 * A 2×2 PNG that decodes (the file API sniffs the bytes and reads the pixels: it must be a real
 * picture, decision 032).
 */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEUlEQVQImWPQrzXSrzVigFAAGEoDeSgUkJoAAAAASUVORK5CYII=',
  'base64',
);
