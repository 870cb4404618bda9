import { describe, expect, it } from 'vitest';
import { DEFAULT_PROPERTY_IMAGE, coverImage, imageUrl } from './image-url';

describe('imageUrl (business constants image address rule)', () => {
  it.each([
    ['https://images.example.com/a.jpg', 'https://images.example.com/a.jpg'],
    ['http://example.com/a.png', 'http://example.com/a.png'],
    ['gateway.pinata.cloud/ipfs/bafyabc', 'https://gateway.pinata.cloud/ipfs/bafyabc'],
    ['ipfs.io/ipfs/bafyabc', 'https://ipfs.io/ipfs/bafyabc'],
    ['bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi', '/ipfs/bafybeigdyrzt5sfp7udm7hu76uh7y26nf3efuylqabf3oclgtqy55fbzdi'],
    ['/ipfs/bafyabc', '/ipfs/bafyabc'],
    ['', DEFAULT_PROPERTY_IMAGE],
    ['   ', DEFAULT_PROPERTY_IMAGE],
    [null, DEFAULT_PROPERTY_IMAGE],
  ])('%s -> %s', (input, expected) => {
    expect(imageUrl(input)).toBe(expected);
  });

  it('uses only the first image for the cover', () => {
    expect(coverImage(['bafyfirst', 'bafysecond'])).toBe('/ipfs/bafyfirst');
    expect(coverImage([])).toBe(DEFAULT_PROPERTY_IMAGE);
  });
});
