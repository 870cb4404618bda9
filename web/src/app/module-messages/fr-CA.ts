// Every module's messages in fr-CA but the first render's (app/first-render-messages), and the API's (the shared
// contracts' validation messages the forms show): one chunk, fetched at once with the first lazy page or once the
// page is idle. One request instead of one per module: each import cost a phone's main thread about a millisecond.
import type { Messages } from '@lingui/core';
import { messages as api } from '@hearth/api/messages/fr-CA';

const catalogs = import.meta.glob<Messages>(['../../modules/*/locales/fr-CA.po', '!../../modules/home/locales/fr-CA.po'], { eager: true, import: 'messages' });

export const messages: Messages = Object.assign({}, ...Object.values(catalogs), api);
