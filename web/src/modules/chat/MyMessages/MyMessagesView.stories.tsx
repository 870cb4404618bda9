import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ChatView, type ChatViewProps } from '../Chat/ChatView';
import { MyMessagesView } from './MyMessagesView';
import {
  SAFETY_NOTICE_EN,
  SAFETY_NOTICE_FR,
  TENANT_ID,
  chatMessages,
  scamChatMessages,
  scamConversations,
  tenantConversations,
} from '../../../testing/fixtures/messages';
import { atPhone } from '../../../testing/phone';
import { guardStory } from '../../../testing/guard-story';
import { inFrench } from '../../../testing/french';

const meta = {
  title: 'Screens/My Messages',
  component: MyMessagesView,
  args: { state: { status: 'ready', data: tenantConversations }, viewerId: TENANT_ID, onOpenChat: fn() },
} satisfies Meta<typeof MyMessagesView>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Conversations: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { name: 'Property Conversations' })).toBeVisible();
    await expect(canvas.getByText('Owner:')).toBeVisible();
    await expect(canvas.getByText('You:')).toBeVisible();
    await expect(canvas.getByText('Your initial inquiry:')).toBeVisible();
    // A deleted listing's conversation keeps its title, marked removed.
    await expect(canvas.getByText('Room near McGill')).toBeVisible();
    await expect(canvas.getByText(/^listing removed$/i)).toBeVisible();
    await expect(canvas.getByText('Owner: Élise Gagnon')).toBeVisible();
    await userEvent.click(canvas.getAllByRole('button', { name: 'Open Chat' })[0]);
    await expect(args.onOpenChat).toHaveBeenCalledWith(tenantConversations[0]);
  },
};
export const Loading: Story = { args: { state: { status: 'loading' } } };
export const Empty: Story = {
  args: { state: { status: 'empty' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No conversations yet')).toBeVisible();
  },
};
export const Error: Story = { args: { state: { status: 'error', message: 'Failed to fetch inquiries' } } };
/** Signed out and other roles get the route guard's states (ROUTE_ACCESS.messages), never the list. */
export const SignedOut: Story = guardStory({ route: 'messages', role: null, screen: <MyMessagesView {...meta.args} />, message: 'Sign in to see your conversations.' });
export const LandlordDenied: Story = guardStory({ route: 'messages', role: 'landlord', screen: <MyMessagesView {...meta.args} />, message: 'This page is only available for tenants.' });
export const Chat: Story = {
  args: {
    chat: (
      <ChatView
        heading="Conversation with property owner"
        context="Daniel Tremblay · Sunny two-bedroom near High Park"
        messages={{ status: 'ready', data: chatMessages }}
        viewerId={TENANT_ID}
        onBack={() => {}}
        onSend={() => true}
      />
    ),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Conversation with property owner' })).toBeVisible();
    await expect(canvas.getByText('Daniel Tremblay · Sunny two-bedroom near High Park')).toBeVisible();
    // The locale's time ('4:07 p.m.'), never split across lines.
    for (const time of canvasElement.querySelectorAll('time')) await expect(time.textContent).toMatch(/^\d{1,2}:\d{2}\u00a0[ap]\.m\.$/);
  },
};
/** The listing was deleted: the messages stay, a note replaces the composer. */
export const ChatListingRemoved: Story = {
  args: {
    chat: (
      <ChatView
        heading="Conversation with property owner"
        context="Room near McGill"
        messages={{ status: 'ready', data: chatMessages }}
        viewerId={TENANT_ID}
        onBack={() => {}}
        onSend={() => true}
        readOnly
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/^listing removed$/i)).toBeVisible();
    await expect(canvas.getByText('This listing was removed. You can still read the conversation, but not reply.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'Message' })).toBeNull();
    await expect(canvas.getByText(chatMessages[0]!.message)).toBeVisible();
  },
};
export const ChatLoading: Story = {
  args: { chat: <ChatView heading="Conversation with property owner" messages={{ status: 'loading' }} viewerId={TENANT_ID} onBack={() => {}} onSend={() => true} /> },
};
export const ChatError: Story = {
  args: { chat: <ChatView heading="Conversation with property owner" messages={{ status: 'error', message: 'Failed to fetch chat messages' }} viewerId={TENANT_ID} onBack={() => {}} onSend={() => true} /> },
};
export const ChatEmpty: Story = {
  args: { chat: <ChatView heading="Conversation with property owner" messages={{ status: 'empty' }} viewerId={TENANT_ID} onBack={() => {}} onSend={() => true} /> },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No messages yet. Start the conversation!')).toBeVisible();
  },
};

export const ConversationsFrench: Story = inFrench(Conversations);
export const LoadingFrench: Story = inFrench(Loading);
export const EmptyFrench: Story = inFrench(Empty);
/** fr-CA chat: the heading comes from the container in the locale, times read « 14 h 05 ». */
const frenchChat = (messages: ChatViewProps['messages']): Story =>
  inFrench({ args: { chat: <ChatView heading="Conversation avec le propriétaire" messages={messages} viewerId={TENANT_ID} onBack={fn()} onSend={fn()} /> } });
const chatFrench = frenchChat({ status: 'ready', data: chatMessages });
export const ChatFrench: Story = {
  ...chatFrench,
  play: async (context) => {
    await chatFrench.play!(context);
    // 24 hours, never split across lines: « 16 h 05 » with no-break spaces.
    for (const time of context.canvasElement.querySelectorAll('time')) await expect(time.textContent).toMatch(/^([01]?\d|2[0-3])\u00a0h\u00a0\d{2}$/);
  },
};
export const ChatListingRemovedFrench: Story = inFrench({
  args: {
    chat: <ChatView heading="Conversation avec le propriétaire" messages={{ status: 'ready', data: chatMessages }} viewerId={TENANT_ID} onBack={fn()} onSend={fn()} readOnly />,
  },
});
export const ChatLoadingFrench = frenchChat({ status: 'loading' });
export const ChatEmptyFrench = frenchChat({ status: 'empty' });

/**
 * The owner's message asks for a deposit before any viewing (docs/product.md#scam-signals-in-messages): the tenant sees
 * a named note beside it, with the way to report the listing; the message itself stays as written.
 */
const safetyChat = (notice: string, heading = 'Conversation with property owner') => (
  <ChatView
    heading={heading}
    context="Daniel Tremblay · Sunny two-bedroom near High Park"
    messages={{ status: 'ready', data: scamChatMessages(notice) }}
    viewerId={TENANT_ID}
    onBack={() => {}}
    onSend={() => true}
  />
);
export const ChatSafetyNotice: Story = {
  args: { chat: safetyChat(SAFETY_NOTICE_EN) },
  play: async ({ canvas }) => {
    const note = canvas.getByRole('note', { name: 'Safety notice' });
    await expect(note).toHaveTextContent(SAFETY_NOTICE_EN);
    await expect(within(note).getByRole('link', { name: 'Go to the listing to report it' })).toHaveAttribute('href', '/property/101');
    await expect(canvas.getByText(/Send the \$1,200 deposit by e-transfer/)).toBeVisible();
    // Only the flagged message has one.
    await expect(canvas.getAllByRole('note')).toHaveLength(1);
  },
};
/** At 320 px the note wraps inside the window: nothing scrolls sideways. */
export const ChatSafetyNoticePhone: Story = {
  ...atPhone(320),
  args: { chat: safetyChat(SAFETY_NOTICE_EN) },
  play: async ({ canvas }) => {
    await expect(window.innerWidth, 'the smallest phone').toBeLessThanOrEqual(320);
    const box = canvas.getByRole('note', { name: 'Safety notice' }).getBoundingClientRect();
    await expect(box.left >= 0 && box.right <= window.innerWidth).toBe(true);
  },
};
export const ConversationsSafetyNotice: Story = {
  args: { state: { status: 'ready', data: scamConversations(SAFETY_NOTICE_EN) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('note', { name: 'Safety notice' })).toHaveTextContent(SAFETY_NOTICE_EN);
  },
};
export const ChatSafetyNoticeFrench: Story = {
  ...inFrench({ args: { chat: safetyChat(SAFETY_NOTICE_FR, 'Conversation avec le propriétaire') } }),
  play: async ({ canvasElement }) => {
    await inFrench({}).play({ canvasElement });
    const note = within(canvasElement).getByRole('note', { name: 'Avis de sécurité' });
    // Exactly the API's text, its no-break space before « : » kept.
    await expect(note.querySelector('p')?.textContent).toBe(SAFETY_NOTICE_FR);
    await expect(within(note).getByRole('link', { name: 'Aller à l’annonce pour la signaler' })).toBeVisible();
  },
};
export const ChatSafetyNoticePhoneFrench: Story = inFrench({ ...atPhone(320), args: { chat: safetyChat(SAFETY_NOTICE_FR, 'Conversation avec le propriétaire') } });
export const ConversationsSafetyNoticeFrench: Story = inFrench({ args: { state: { status: 'ready', data: scamConversations(SAFETY_NOTICE_FR) } } });
