import { Fragment, type ReactNode } from 'react';
import { Avatar, Badge, ButtonLink, Card, CardHeader, CheckIcon, CloseIcon, PageHeader, SkeletonGrid, formatDate, roleTone } from '@hearth/design-system';
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { Role } from '@hearth/api/contracts/roles';
import { dashboardPathFor } from '@hearth/api/contracts/client-routes';
import { phoneForDisplay } from '@hearth/api/contracts/phone-display';
import { EmailAddress, ErrorNotice, layout, type ScreenState } from '../../common';
import * as styles from './UserProfileView.css';
import type { ProfileData } from '../profile.model';

const ROLE_LABEL: Record<Role, MessageDescriptor> = { admin: msg`Administrator`, landlord: msg`Landlord`, tenant: msg`Tenant` };
/** The role badge's word (lowercase: the badge writes it in sentence case). */
const ROLE_BADGE: Record<Role, MessageDescriptor> = {
  admin: msg({ context: 'role badge', message: 'admin' }),
  landlord: msg({ context: 'role badge', message: 'landlord' }),
  tenant: msg({ context: 'role badge', message: 'tenant' }),
};

/** The brand's name, the same in every language (not a message). */
const WHATSAPP: MessageDescriptor = { id: 'WhatsApp', message: 'WhatsApp' };

/** Profile Completion (docs/product.md#profile-pages): Name and Email required, the rest optional. */
export function completionItems(p: ProfileData) {
  return [
    { key: 'name', label: msg`Name`, required: true, done: Boolean(p.name?.trim()) },
    { key: 'email', label: msg`Email`, required: true, done: Boolean(p.email) },
    { key: 'whatsapp', label: WHATSAPP, required: false, done: Boolean(p.whatsapp) },
    { key: 'phone', label: msg`Phone`, required: false, done: Boolean(p.phone) },
    { key: 'bio', label: msg`Bio`, required: false, done: Boolean(p.bio?.trim()) },
    { key: 'location', label: msg`Location`, required: false, done: Boolean(p.location?.trim()) },
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
function Facts({ items }: { items: [term: string, value: ReactNode][] }) {
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

export interface UserProfileViewProps {
  state: ScreenState<ProfileData>;
  /** The saved searches section (its own container), under the profile once it is loaded. */
  savedSearches?: ReactNode;
}

/** /user-profile (docs/product.md#profile-pages): avatar, role badge, contact, About, completion, account info, quick actions, saved searches. */
export function UserProfileView({ state, savedSearches }: UserProfileViewProps) {
  const { t, i18n } = useLingui();
  if (state.status === 'loading')
    return (
      <div className={layout.page}>
        <SkeletonGrid count={2} label={t`Loading profile`} />
      </div>
    );
  if (state.status === 'error')
    return (
      <div className={layout.page}>
        <ErrorNotice message={state.message} action={
            <ButtonLink href="/profile">
              <Trans>Edit Profile</Trans>
            </ButtonLink>
          } />
      </div>
    );
  if (state.status === 'empty')
    return (
      <div className={layout.page}>
        <div className={layout.centered}>
          <p>
            <Trans>No profile found.</Trans>
          </p>
          <ButtonLink href="/profile">
            <Trans>Create Profile</Trans>
          </ButtonLink>
        </div>
      </div>
    );
  const p = state.data;
  return (
    <div className={layout.page}>
      <PageHeader title={t`My Profile`} />
      <div className={styles.grid}>
        <div className={styles.column}>
          <Card padding="lg">
            <div className={styles.identity}>
              <Avatar name={p.name} size="xl" />
              <div className={layout.rowMain}>
                <h2 className={layout.sectionTitle}>{p.name?.trim() || t`No name provided`}</h2>
                <div className={layout.meta}>
                  <Badge tone={roleTone(p.role)}>{i18n._(ROLE_BADGE[p.role])}</Badge>
                  {p.location ? <span>{p.location}</span> : null}
                </div>
              </div>
            </div>
          </Card>
          <Panel title={t`Contact Information`}>
            <Facts
              items={[
                [t`Email`, p.email ? <EmailAddress email={p.email} /> : null],
                [i18n._(WHATSAPP), p.whatsapp ? phoneForDisplay(p.whatsapp) : null],
                [t`Phone`, p.phone ? phoneForDisplay(p.phone) : null],
              ]}
            />
          </Panel>
          {p.bio?.trim() ? (
            <Panel title={t`About`}>
              <p className={styles.bio}>{p.bio}</p>
            </Panel>
          ) : null}
        </div>
        <div className={styles.column}>
          <Panel title={t`Profile Completion`}>
            <ul className={styles.checklist}>
              {completionItems(p).map((item) => (
                <li key={item.key} className={styles.checkItem}>
                  <span>
                    {i18n._(item.label)} <span className={layout.muted}>{item.required ? t`(required)` : t`(optional)`}</span>
                  </span>
                  {item.done ? (
                    <Badge tone="success" icon={<CheckIcon size={12} aria-hidden />}>
                      <Trans>Completed</Trans>
                    </Badge>
                  ) : (
                    <Badge tone={item.required ? 'danger' : 'neutral'} icon={<CloseIcon size={12} aria-hidden />}>
                      <Trans>Missing</Trans>
                    </Badge>
                  )}
                </li>
              ))}
            </ul>
          </Panel>
          <Panel title={t`Account Information`}>
            <Facts
              items={[
                [t`Member since`, formatDate(p.createdAt, i18n.locale)],
                [t`Account type`, i18n._(ROLE_LABEL[p.role])],
              ]}
            />
          </Panel>
          <Panel title={t`Quick Actions`}>
            <div className={styles.quickActions}>
              <ButtonLink href="/profile" fullWidth>
                <Trans>Edit Profile</Trans>
              </ButtonLink>
              <ButtonLink href={dashboardPathFor(p.role)} variant="outline" fullWidth>
                <Trans>Go to Dashboard</Trans>
              </ButtonLink>
              {p.role === 'tenant' ? null : (
                <ButtonLink href="/list-property" variant="outline" fullWidth>
                  <Trans>List Property</Trans>
                </ButtonLink>
              )}
            </div>
          </Panel>
        </div>
      </div>
      {savedSearches ? <Card padding="lg">{savedSearches}</Card> : null}
    </div>
  );
}
