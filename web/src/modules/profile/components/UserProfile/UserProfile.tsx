import { Fragment, type ReactNode } from 'react';
import { Avatar, Badge, ButtonLink, Card, CardHeader, CheckIcon, CloseIcon, PageHeader, SkeletonGrid, formatDate, roleTone } from '@hearth/design-system';
import { ErrorNotice, layout, type ScreenState } from '../../../common';
import * as styles from './UserProfile.css';
import type { ProfileData } from '../../profile.model';

const ROLE_LABEL = { admin: 'Administrator', landlord: 'Landlord', tenant: 'Tenant' } as const;

/** Spec §2 Profile Completion: Name and Email required, the rest optional. */
export function completionItems(p: ProfileData) {
  return [
    { label: 'Name', required: true, done: Boolean(p.name?.trim()) },
    { label: 'Email', required: true, done: Boolean(p.email) },
    { label: 'WhatsApp', required: false, done: Boolean(p.whatsapp) },
    { label: 'Phone', required: false, done: Boolean(p.phone) },
    { label: 'Bio', required: false, done: Boolean(p.bio?.trim()) },
    { label: 'Location', required: false, done: Boolean(p.location?.trim()) },
  ];
}

/** A card of the profile page under its h2. */
function Panel({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card padding="lg">
      <CardHeader title={title} level={2} />
      {children}
    </Card>
  );
}

/** Terms and their values; a term without a value is left out. */
function Facts({ items }: { items: [term: string, value: string | null][] }) {
  return (
    <dl className={styles.facts}>
      {items.map(([term, value]) =>
        value ? (
          <Fragment key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </Fragment>
        ) : null,
      )}
    </dl>
  );
}

/** /user-profile (spec §2): avatar, role badge, contact, About, completion, account info, quick actions. */
export function UserProfile({ state }: { state: ScreenState<ProfileData> }) {
  if (state.status === 'loading')
    return (
      <div className={layout.page}>
        <SkeletonGrid count={2} label="Loading profile" />
      </div>
    );
  if (state.status === 'error')
    return (
      <div className={layout.page}>
        <ErrorNotice message={state.message} action={<ButtonLink href="/profile">Edit Profile</ButtonLink>} />
      </div>
    );
  if (state.status === 'empty')
    return (
      <div className={layout.page}>
        <div className={layout.centered}>
          <p>No profile found.</p>
          <ButtonLink href="/profile">Create Profile</ButtonLink>
        </div>
      </div>
    );
  const p = state.data;
  return (
    <div className={layout.page}>
      <PageHeader title="My Profile" />
      <div className={styles.grid}>
        <div className={styles.column}>
          <Card padding="lg">
            <div className={styles.identity}>
              <Avatar name={p.name} size="xl" />
              <div className={layout.rowMain}>
                <h2 className={layout.sectionTitle}>{p.name?.trim() || 'No name provided'}</h2>
                <div className={layout.meta}>
                  <Badge tone={roleTone(p.role)}>{p.role}</Badge>
                  {p.location ? <span>{p.location}</span> : null}
                </div>
              </div>
            </div>
          </Card>
          <Panel title="Contact Information">
            <Facts items={[['Email', p.email], ['WhatsApp', p.whatsapp], ['Phone', p.phone]]} />
          </Panel>
          {p.bio?.trim() ? (
            <Panel title="About">
              <p className={styles.bio}>{p.bio}</p>
            </Panel>
          ) : null}
        </div>
        <div className={styles.column}>
          <Panel title="Profile Completion">
            <ul className={styles.checklist}>
              {completionItems(p).map((item) => (
                <li key={item.label} className={styles.checkItem}>
                  <span>
                    {item.label} <span className={layout.muted}>({item.required ? 'required' : 'optional'})</span>
                  </span>
                  {item.done ? (
                    <Badge tone="success" icon={<CheckIcon size={12} aria-hidden />}>
                      Completed
                    </Badge>
                  ) : (
                    <Badge tone={item.required ? 'danger' : 'neutral'} icon={<CloseIcon size={12} aria-hidden />}>
                      Missing
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          </Panel>
          <Panel title="Account Information">
            <Facts items={[['Member since', formatDate(p.createdAt)], ['Account type', ROLE_LABEL[p.role]]]} />
          </Panel>
          <Panel title="Quick Actions">
            <div className={styles.quickActions}>
              <ButtonLink href="/profile" fullWidth>
                Edit Profile
              </ButtonLink>
              <ButtonLink href="/dashboard" variant="outline" fullWidth>
                Go to Dashboard
              </ButtonLink>
              {p.role === 'tenant' ? null : (
                <ButtonLink href="/list-property" variant="outline" fullWidth>
                  List Property
                </ButtonLink>
              )}
            </div>
          </Panel>
        </div>
      </div>
    </div>
  );
}
