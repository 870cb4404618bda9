import { describe, expect, it } from 'vitest';
import { tabFromParam, withTab } from './tab-param';

const TABS = ['properties', 'reports', 'users'] as const;

describe('tabFromParam', () => {
  it('opens the tab the URL names', () => {
    expect(tabFromParam('reports', TABS, 'properties')).toBe('reports');
  });
  it('falls back to the first tab for no tab or one the page does not have', () => {
    expect(tabFromParam(null, TABS, 'properties')).toBe('properties');
    expect(tabFromParam('settingz', TABS, 'properties')).toBe('properties');
    expect(tabFromParam('', TABS, 'properties')).toBe('properties');
  });
});

describe('withTab', () => {
  it('names the tab and keeps the other parameters', () => {
    expect(withTab(new URLSearchParams('status=pending&tab=users'), 'reports').toString()).toBe('status=pending&tab=reports');
  });
});
