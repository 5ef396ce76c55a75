// The shape of a path on this site, as a browser's location.pathname gives it: one leading slash,
// then only the characters a URL path may hold unescaped (RFC 3986 pchar) and percent escapes. No
// space, no control character, no line break, no backslash, and no "//" start, which a browser
// reads as another host. A path of this shape can be appended to the site's address and stays a
// link to this site, on one line.
export const PAGE_PATH_MAX_LENGTH = 500;

const PAGE_PATH = /^\/(?!\/)(?:[\w\-.~!$&'()*+,;=:@/]|%[0-9A-Fa-f]{2})*$/;

export const isPathShaped = (path: string) => path.length <= PAGE_PATH_MAX_LENGTH && PAGE_PATH.test(path);
