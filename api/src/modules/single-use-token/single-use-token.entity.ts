import { Entity } from '@mikro-orm/core';
import { Column, EnumColumn } from '../../common/columns.js';
import { HashedToken } from '../../common/hashed-token.entity.js';
import { UPLOAD_PURPOSES, type UploadPurpose } from '../../contracts/index.js';

export const LOGIN_TOKEN_PURPOSES = ['magic_link', 'password_reset', 'email_verification'] as const;
export type LoginTokenPurpose = (typeof LOGIN_TOKEN_PURPOSES)[number];

/** An upload URL: for any kind of file, or for the one kind the uploader asked for (e.g. 'upload_contract'). */
export type UploadTokenPurpose = 'upload' | `upload_${UploadPurpose}`;
export const UPLOAD_TOKEN_PURPOSES: readonly UploadTokenPurpose[] = ['upload', ...UPLOAD_PURPOSES.map((kind) => `upload_${kind}` as const)];

export type TokenPurpose = LoginTokenPurpose | UploadTokenPurpose;
export const TOKEN_PURPOSES: readonly TokenPurpose[] = [...LOGIN_TOKEN_PURPOSES, ...UPLOAD_TOKEN_PURPOSES];

/** A single-use secret handed to one user (emailed sign-in, reset or verification link; upload URL). */
@Entity({ tableName: 'single_use_tokens' })
export class SingleUseToken extends HashedToken {
  @EnumColumn(TOKEN_PURPOSES)
  purpose!: TokenPurpose;

  @Column('datetime', { nullable: true })
  usedAt: Date | null = null;
}
