// The README's production setup is the tested one: its systemd unit and nginx site are the files in
// deploy/, character for character.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const readme = readFileSync('README.md', 'utf8');
const fencedBlocks = (language: string) =>
  [...readme.matchAll(new RegExp('```' + language + '\\n([\\s\\S]*?)```', 'g'))].map((m) => m[1]);

describe('README production setup', () => {
  it('shows deploy/erp-site.service exactly', () => {
    expect(fencedBlocks('ini')).toContain(readFileSync('deploy/erp-site.service', 'utf8'));
  });

  it('shows deploy/nginx-site.conf exactly', () => {
    expect(fencedBlocks('nginx')).toEqual([readFileSync('deploy/nginx-site.conf', 'utf8')]);
  });
});
