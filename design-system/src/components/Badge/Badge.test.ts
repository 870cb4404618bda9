// Badges read in sentence case in both languages (« En Attente », 'Wrong Details, Photos Or Price').
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Badge } from './Badge';
import { sentenceCase } from '../../utils';

const textOf = (props: Parameters<typeof Badge>[0]) => renderToStaticMarkup(createElement(Badge, props)).replace(/<[^>]+>/g, '');

describe('Badge text', () => {
  it('upper-cases the first letter only, in English and French', () => {
    expect(textOf({ status: 'pending' })).toBe('Pending');
    expect(textOf({ children: 'wrong details, photos or price' })).toBe('Wrong details, photos or price');
    expect(textOf({ children: 'en attente' })).toBe('En attente');
    expect(textOf({ children: 'écrit à la main' })).toBe('Écrit à la main');
    expect(textOf({ children: 'IPFS Verified' })).toBe('IPFS Verified');
  });

  it('leaves no CSS that capitalises every word', () => {
    expect(readFileSync(fileURLToPath(new URL('./Badge.css.ts', import.meta.url)), 'utf8')).not.toMatch(/capitalize/);
    expect(sentenceCase('« en attente »')).toBe('« En attente »');
    expect(sentenceCase('')).toBe('');
  });
});
