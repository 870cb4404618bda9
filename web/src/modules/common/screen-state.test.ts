import { describe, expect, it } from 'vitest';
import { screenState } from './screen-state';

const failed = 'Failed to fetch';

describe('screenState', () => {
  it('shows what the query holds even while it reloads or after a later failure', () => {
    expect(screenState({ loading: true, error: new Error('x') }, [1], failed)).toEqual({ status: 'ready', data: [1] });
  });

  it('reads null and an empty list as the absent state', () => {
    expect(screenState({ loading: false }, [], failed)).toEqual({ status: 'empty' });
    expect(screenState({ loading: false }, null, failed)).toEqual({ status: 'empty' });
    expect(screenState({ loading: false }, null, failed, 'notFound')).toEqual({ status: 'notFound' });
    expect(screenState({ loading: false }, null, failed, 'error')).toEqual({ status: 'error', message: failed });
  });

  it('puts a failure before loading when the query holds nothing', () => {
    expect(screenState({ loading: true, error: new Error('x') }, undefined, failed)).toEqual({ status: 'error', message: failed });
  });

  it('is loading until the query answers', () => {
    expect(screenState({ loading: true }, undefined, failed)).toEqual({ status: 'loading' });
  });

  it('reads a query that ended with nothing as the absent state', () => {
    expect(screenState({ loading: false }, undefined, failed)).toEqual({ status: 'empty' });
    expect(screenState({ loading: false }, undefined, failed, 'notFound')).toEqual({ status: 'notFound' });
  });
});
