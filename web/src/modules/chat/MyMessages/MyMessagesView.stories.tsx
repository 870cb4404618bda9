import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { ChatView, type ChatViewProps } from '../Chat/ChatView';
import { MyMessagesView } from './MyMessagesView';
import { TENANT_ID, chatMessages, tenantConversations } from '../../../testing/fixtures/messages';
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
