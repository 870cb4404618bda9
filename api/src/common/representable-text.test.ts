import { describe, expect, it } from 'vitest';
import { findUnrepresentableText } from './representable-text.js';

describe('findUnrepresentableText', () => {
  it('names the first bad string or key by its path', () => {
    expect(findUnrepresentableText({ title: 'ok', amenities: ['a', 'b\u0000'], c: '\uD800' })).toBe('amenities.1');
    expect(findUnrepresentableText({ filters: { 'x\u0000': 1 } })).toBe('filters.x\u0000');
    expect(findUnrepresentableText({ title: 'fine', n: 1, none: null })).toBeNull();
  });

  it('walks a nesting far deeper than the stack in linear time (graphql-ws messages skip the HTTP body checks)', () => {
    let deep: unknown = 'bad\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    const started = performance.now();
    expect(findUnrepresentableText({ a: deep })).toBe(`a${'.0'.repeat(200_000)}`);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});
