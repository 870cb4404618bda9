import type { EntityManager, MikroORM } from '@mikro-orm/postgresql';
import type { Message, MessageSource } from '../../common/i18n.js';
import type { NotificationType } from '../../contracts/index.js';
import type { JobQueue, SendOptions, WorkerOptions } from '../../jobs/job-queue.js';
import type { MailMessage, Mailer } from '../../mail/mailer.js';
import { Notification, type NotificationMetadata } from './notification.entity.js';
import type { NotificationService } from './notification.service.js';
import { notificationText } from './notification-text.js';

/** One in-app notice to one account: English is stored, the template lets `inReaderLanguage` say it in any locale. */
export interface InAppNotice {
  type: NotificationType;
  recipientId: number;
  senderId: number | null;
  propertyId: number | null;
  title: MessageSource;
  message: Message;
  metadata: NotificationMetadata;
}

/**
 * The emails of one queue's job, written in each reader's language when the job runs, from what the job names (an
 * id, an event): the job table keeps no copy of a message. It runs in the transaction that sends them, so it may
 * claim what it sends (an `emailed_at`): a failed send rolls the claim back with it.
 */
export type ComposeEmails<T> = (em: EntityManager, data: T) => Promise<readonly MailMessage[]>;

/**
 * The one way every module tells people something: the in-app notification is recorded in the change's transaction
 * (`record`) and delivered live once it committed (`publish`); the email is a job enqueued in the same transaction
 * (`queueEmail`), composed and sent by the job worker, retried with backoff when the mail transport fails. No
 * request waits for a mail server, and a notice exists exactly when its change committed.
 */
export class Notices {
  constructor(private readonly deps: { orm: MikroORM; jobs: JobQueue; mailer: Mailer; notifications: NotificationService }) {}

  /** Before the queue starts: `queue`'s jobs send the emails `compose` writes for them. */
  defineEmail<T extends object>(queue: string, compose: ComposeEmails<T>, worker?: WorkerOptions): void {
    this.deps.jobs.register<T>(queue, (data) => this.sendEmails(compose, data), undefined, worker);
  }

  /** In the change's transaction `em`: the job that sends `queue`'s emails about `data`, once it committed. */
  queueEmail(em: EntityManager, queue: string, data: object, options: Pick<SendOptions, 'singletonKey'> = {}): Promise<void> {
    return this.deps.jobs.send(queue, data, { em, ...options });
  }

  /** In the change's transaction `em`: the in-app notification, for `publish` after the commit. */
  record(em: EntityManager, { title, message, ...notice }: InAppNotice): Notification {
    return em.create(Notification, { ...notice, ...notificationText(title, message) });
  }

  /** Live delivery of recorded notifications (and their recipients' unread counts), once their transaction committed. */
  async publish(em: EntityManager, notifications: ReadonlyArray<Notification | null>): Promise<void> {
    for (const notification of notifications) if (notification) await this.deps.notifications.publishCreated(em, notification);
  }

  private async sendEmails<T>(compose: ComposeEmails<T>, data: T): Promise<void> {
    await this.deps.orm.em.fork().transactional(async (em) => {
      for (const message of await compose(em, data)) await this.deps.mailer.send(message);
    });
  }
}
