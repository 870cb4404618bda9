import { configure } from 'storybook/test';

// Story files share one Chromium page on two shared cores: an overlay's exit or a photo's error event can take
// longer than testing-library's default second, and a timing miss must not fail a story that is right.
configure({ asyncUtilTimeout: 5000 });
