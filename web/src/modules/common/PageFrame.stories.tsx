import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { inFrench } from '../../testing/french';
import { atPhone } from '../../testing/phone';
import { FrameTab, PageFrame } from './PageFrame';

/**
 * An overview page with the app's router around it: where it is (the URL a tab opened), a link to a tab, a link to a
 * tab the page does not have, and Back.
 */
function Harness({ title, tabsLabel, tabs, lateCounts = false }: { title: string; tabsLabel: string; tabs: { id: string; label: string }[]; lateCounts?: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  // `lateCounts`: the tabs' counts arrive after the first draw, as their data does (the tabs grow).
  const [counted, setCounted] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setCounted(true), 100);
    return () => clearTimeout(timer);
  }, []);
  return (
    <>
      <nav aria-label="Story harness">
        <output data-testid="location">{location.pathname + location.search}</output>
        <Link to="/dashboard?tab=leases">to leases</Link>
        <Link to="/dashboard?tab=nonsense">to nonsense</Link>
        <button type="button" onClick={() => navigate(-1)}>
          back
        </button>
      </nav>
      <PageFrame title={title} counts={{ totalProperties: 12, listedProperties: 9 }} tabsLabel={tabsLabel}>
        {tabs.map(({ id, label }) => (
          <FrameTab key={id} id={id} label={label} count={lateCounts && counted && id !== 'properties' ? 12 : undefined}>
            <p>{`${label} content`}</p>
          </FrameTab>
        ))}
      </PageFrame>
    </>
  );
}

const TABS = [
  { id: 'properties', label: 'Properties' },
  { id: 'viewings', label: 'Viewings' },
  { id: 'leases', label: 'Leases' },
  { id: 'applications', label: 'Applications' },
  { id: 'notifications', label: 'Notifications' },
  { id: 'messages', label: 'Messages' },
];

const meta = {
  title: 'Common/PageFrame',
  component: Harness,
  args: { title: 'Property Owner Dashboard', tabsLabel: 'Dashboard sections', tabs: TABS },
} satisfies Meta<typeof Harness>;
export default meta;
type Story = StoryObj<typeof meta>;

type Canvas = { getAllByRole: typeof screen.getAllByRole; getByRole: typeof screen.getByRole; getByTestId: typeof screen.getByTestId; getByText: typeof screen.getByText };
const selectedTab = (canvas: Canvas) => canvas.getByRole('tab', { selected: true });

/** docs/product.md#overview-tabs: each tab is a URL; choosing one adds a history entry and titles the document. */
export const TabsAreUrls: Story = {
  play: async ({ canvas }) => {
    // No tab named: the first, titled with it.
    await expect(selectedTab(canvas)).toHaveTextContent('Properties');
    await waitFor(() => expect(document.title).toBe('Properties · Property Owner Dashboard · Hearth'));

    await userEvent.click(canvas.getByRole('tab', { name: 'Viewings' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/?tab=viewings');
    await expect(canvas.getByText('Viewings content')).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Viewings · Property Owner Dashboard · Hearth'));

    await userEvent.click(canvas.getByRole('tab', { name: 'Messages' }));
    await expect(canvas.getByTestId('location')).toHaveTextContent('/?tab=messages');

    // Back returns to the previous tab.
    await userEvent.click(canvas.getByRole('button', { name: 'back' }));
    await waitFor(() => expect(selectedTab(canvas)).toHaveTextContent('Viewings'));
    await waitFor(() => expect(document.title).toBe('Viewings · Property Owner Dashboard · Hearth'));

    // A link to a tab opens it.
    await userEvent.click(canvas.getByRole('link', { name: 'to leases' }));
    await waitFor(() => expect(selectedTab(canvas)).toHaveTextContent('Leases'));
    await expect(canvas.getByText('Leases content')).toBeVisible();

    // A tab the page does not have opens the first.
    await userEvent.click(canvas.getByRole('link', { name: 'to nonsense' }));
    await waitFor(() => expect(selectedTab(canvas)).toHaveTextContent('Properties'));
  },
};

/**
 * At 390 × 844: the counters are one line of pills, not four cards, and the six tabs one row that scrolls sideways,
 * the open tab scrolled into view; each tab at least 44 px high.
 */
export const Phone: Story = {
  ...atPhone(390),
  play: async ({ canvas }) => {
    await phoneChecks(canvas, 'Messages');
  },
};
export const PhoneNarrow: Story = { ...atPhone(320), play: Phone.play };

/** The page first drawn at `path` (a link or a reload to `/dashboard?tab=messages`). */
function OpenedAt({ path, children }: { path: string; children: ReactNode }) {
  const navigate = useNavigate();
  const [there, setThere] = useState(false);
  useEffect(() => {
    navigate(path, { replace: true });
    setThere(true);
  }, [navigate, path]);
  return there ? children : null;
}

/** At 320 px, a page opened on its last tab shows that tab in the bar, scrolled into view without a tap, also once the counts widen the tabs. */
export const PhoneOpenedOnLastTab: Story = {
  ...atPhone(320),
  args: { lateCounts: true },
  decorators: [(Story) => <OpenedAt path="/?tab=messages"><Story /></OpenedAt>],
  play: async ({ canvas }) => {
    const last = await canvas.findByRole('tab', { name: /^Messages/, selected: true });
    // After the counts came (the tabs wider than at first).
    await waitFor(() => expect(last.textContent).toContain('12'));
    await waitFor(() => {
      const box = last.getBoundingClientRect();
      expect(box.left >= 0 && box.right <= window.innerWidth, `the open tab spans ${Math.round(box.left)}-${Math.round(box.right)}`).toBe(true);
    });
  },
};

async function phoneChecks(canvas: Canvas, lastTab: string) {
  await expect(window.innerWidth, 'a phone-wide window').toBeLessThanOrEqual(390);
  const tabs = canvas.getAllByRole('tab');
  const tops = new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top)));
  await expect(tops.size, 'rows of tabs').toBe(1);
  for (const tab of tabs) await expect(tab.getBoundingClientRect().height).toBeGreaterThanOrEqual(44);
  const items = [...canvasCounters(canvas)];
  await expect(new Set(items.map((item) => Math.round(item.getBoundingClientRect().top))).size, 'rows of counters').toBe(1);
  await expect(items[0]!.getBoundingClientRect().height).toBeLessThan(48);

  // The last tab, chosen by keyboard, is scrolled into view inside the bar (the page does not move sideways).
  await userEvent.click(tabs[0]!);
  await userEvent.keyboard('{End}');
  const last = canvas.getByRole('tab', { name: lastTab });
  await waitFor(() => expect(last).toHaveAttribute('aria-selected', 'true'));
  await waitFor(() => {
    const box = last.getBoundingClientRect();
    expect(box.left >= 0 && box.right <= window.innerWidth).toBe(true);
  });
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

function canvasCounters(canvas: Canvas) {
  return canvas.getByRole('region', { name: /^(Summary|Résumé)$/ }).querySelectorAll('dl > div');
}

/** fr-CA, with its longer words: still one row of tabs. */
export const PhoneFrench: Story = {
  ...inFrench(Phone),
  args: {
    title: 'Tableau de bord du propriétaire',
    tabsLabel: 'Sections du tableau de bord',
    tabs: [
      { id: 'properties', label: 'Logements' },
      { id: 'viewings', label: 'Visites' },
      { id: 'leases', label: 'Baux' },
      { id: 'applications', label: 'Candidatures' },
      { id: 'notifications', label: 'Avis' },
      { id: 'messages', label: 'Messages' },
    ],
  },
  play: async (context) => {
    await inFrench({}).play(context);
    await phoneChecks(context.canvas, 'Messages');
  },
};
