import { Migration } from '@mikro-orm/migrations';
import PgBoss from 'pg-boss';
import { JOB_SCHEMA } from '../../jobs/job-queue.js';

/**
 * The job queue's tables (pg-boss, schema `pgboss`), installed with the rest of the schema so that a change can
 * enqueue its job in its own transaction on any process (CLI, tests) before a worker ever started. pg-boss's plan
 * opens and commits its own transaction; here it runs inside the migration's. Later pg-boss versions migrate
 * their schema themselves at start.
 */
export class Migration20261127300000_job_queue extends Migration {
  override async up(): Promise<void> {
    const plan = PgBoss.getConstructionPlans(JOB_SCHEMA).trim();
    this.addSql(plan.replace(/^BEGIN;/, '').replace(/COMMIT;$/, ''));
  }

  override async down(): Promise<void> {
    this.addSql(`drop schema ${JOB_SCHEMA} cascade;`);
  }
}
