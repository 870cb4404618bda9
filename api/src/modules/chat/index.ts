// The chat module's face: what other modules and the composition root may use of it.

export { ChatMessage } from './chat-message.entity.js';
export { ChatService } from './chat.service.js';
export { ChatResolver } from './chat.resolver.js';
export { chatRoutes } from './chat.rest.js';
export { UserScamSignalResolver } from './user-scam-signals.resolver.js';
export { scamSignalCountOf } from './chat.loaders.js';
export { seesScamSignalCount } from './chat.policy.js';
export type { ChatMessageView } from './chat.service.js';
